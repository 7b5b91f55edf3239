// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api-client/api-error';
import {
  usePolledSearch,
  searchBusyText,
  SEARCH_BUSY_RETRIES,
  SEARCH_RESTARTS,
  SEARCH_RETRY_PAUSE_MS,
  type PolledSearch,
  type PolledSearchSource,
  type SearchPage,
} from '../progressive-search';

afterEach(cleanup);

interface Offer {
  id: string;
  price: number;
}

const page = (cursor: number, items: Offer[], rest: Partial<SearchPage<Offer>> = {}): SearchPage<Offer> => ({
  cursor,
  items,
  progress: rest.complete ? 100 : cursor * 10,
  complete: false,
  failed: false,
  ...rest,
});
const forgotten = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Не найдено' });
const offline = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Нет связи с сервером.' });
const BUSY_MESSAGE = 'Сейчас слишком много поисков. Повторите поиск через несколько секунд.';
/** The API's answer to a new search while its search queue is full: 503 with `Retry-After`. */
const busy = (retryAfterSeconds: number | null = 1) =>
  new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE, hasServerMessage: true, retryAfterSeconds });

function source(start: PolledSearchSource<Offer>['start'], poll: PolledSearchSource<Offer>['poll'], extra: Partial<PolledSearchSource<Offer>> = {}) {
  return { idOf: (offer: Offer) => offer.id, intervalMs: 1, ...extra, start: vi.fn(start), poll: vi.fn(poll) };
}

/** A search whose polls never answer, with the signal each poll got. */
function hangingSource() {
  const signals: AbortSignal[] = [];
  const src = source(
    async () => ({ searchId: 's' }),
    (_id, _cursor, signal) => {
      signals.push(signal);
      return new Promise<SearchPage<Offer>>(() => {});
    },
  );
  return { src, signals };
}

describe('usePolledSearch: one progressive search, polled until complete', () => {
  it('adds items as they arrive, a newer offer replacing its id in place, and completes', async () => {
    const onComplete = vi.fn();
    const answers = [page(1, [{ id: 'a', price: 10 }]), page(2, [{ id: 'b', price: 20 }]), page(3, [{ id: 'a', price: 5 }], { complete: true })];
    const src = source(
      async () => ({ searchId: 's1' }),
      async () => answers.shift()!,
      { onComplete },
    );
    const { result } = renderHook(() => usePolledSearch('q', src));
    expect(result.current).toMatchObject({ phase: 'running', progress: 0, items: [] });
    await waitFor(() => expect(result.current.phase).toBe('complete'));
    expect(result.current).toMatchObject({
      searchId: 's1',
      items: [
        { id: 'a', price: 5 },
        { id: 'b', price: 20 },
      ],
    });
    expect(src.poll.mock.calls.map(([, cursor]) => cursor)).toEqual([0, 1, 2]);
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it("starts from the first page a search's creation answers", async () => {
    const src = source(
      async () => ({ searchId: 's1', page: page(1, [{ id: 'a', price: 10 }]) }),
      async () => page(2, [], { complete: true }),
    );
    const { result } = renderHook(() => usePolledSearch('q', src));
    await waitFor(() => expect(result.current.phase).toBe('complete'));
    expect(result.current).toMatchObject({ items: [{ id: 'a', price: 10 }] });
    expect(src.poll).toHaveBeenCalledWith('s1', 1, expect.any(AbortSignal));
  });

  it('runs a search the API forgot (404) again quietly; items already shown stay', async () => {
    let polls = 0;
    const src = source(
      async () => ({ searchId: `s${src.start.mock.calls.length}` }),
      async (searchId) => {
        polls += 1;
        if (polls === 2) throw forgotten();
        return searchId === 's1' ? page(1, [{ id: 'a', price: 10 }]) : page(1, [{ id: 'b', price: 20 }], { complete: true });
      },
    );
    const { result } = renderHook(() => usePolledSearch('q', src));
    await waitFor(() => expect(result.current.phase).toBe('complete'));
    expect(src.start).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ searchId: 's2', items: [{ id: 'a' }, { id: 'b' }] });
  });

  it('an API that forgets every search is not asked forever: the page hears it failed', async () => {
    const onFailed = vi.fn();
    const error = forgotten();
    const src = source(
      async () => ({ searchId: 's' }),
      async () => {
        throw error;
      },
      { onFailed },
    );
    const { result } = renderHook(() => usePolledSearch('q', src));
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(src.start).toHaveBeenCalledTimes(1 + SEARCH_RESTARTS);
    expect(result.current).toMatchObject({ error });
    expect(onFailed).toHaveBeenCalledWith({ error });
  });

  it('tolerates two network hiccups in a row, fails on the third, pausing before each retry even when polls need no pause', async () => {
    const answers: (Offer[] | 'offline')[] = ['offline', 'offline', [{ id: 'a', price: 1 }], 'offline', 'offline', 'offline'];
    const polledAt: number[] = [];
    const src = source(
      async () => ({ searchId: 's' }),
      async (_id, cursor) => {
        polledAt.push(performance.now());
        const next = answers.shift()!;
        if (next === 'offline') throw offline();
        return page(cursor + 1, next);
      },
      { intervalMs: 0 },
    );
    const { result } = renderHook(() => usePolledSearch('q', src));
    await waitFor(() => expect(result.current.phase).toBe('failed'), { timeout: 3000 });
    expect(src.poll).toHaveBeenCalledTimes(6);
    // after each failure (the 1st, 2nd, 4th and 5th poll) the next waits out the retry pause
    for (const failed of [0, 1, 3, 4]) expect(polledAt[failed + 1]! - polledAt[failed]!).toBeGreaterThanOrEqual(SEARCH_RETRY_PAUSE_MS - 5);
    expect(result.current).toMatchObject({ items: [{ id: 'a' }], error: expect.any(ApiError) });
  });

  it('a new search refused with 503 and Retry-After is asked again after the wait, the wait shown, and runs', async () => {
    const startedAt: number[] = [];
    const refusals = [busy(1), busy(1)];
    const src = source(
      async () => {
        startedAt.push(performance.now());
        const refusal = refusals.shift();
        if (refusal) throw refusal;
        return { searchId: 's1' };
      },
      async () => page(1, [{ id: 'a', price: 10 }], { complete: true }),
    );
    const seen: PolledSearch<Offer>[] = [];
    const { result } = renderHook(() => {
      const search = usePolledSearch('q', src);
      seen.push(search);
      return search;
    });
    await waitFor(() => expect(result.current.phase).toBe('complete'), { timeout: 5000 });
    expect(src.start).toHaveBeenCalledTimes(3);
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(995);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(995);
    const waits = seen.flatMap((search) => (search.phase === 'running' && search.busy ? [search.busy] : []));
    expect(waits).toContainEqual({ attempt: 2, attempts: SEARCH_BUSY_RETRIES + 1, retryInSeconds: 1 });
    expect(waits).toContainEqual({ attempt: 3, attempts: SEARCH_BUSY_RETRIES + 1, retryInSeconds: 1 });
    expect(searchBusyText({ attempt: 2, attempts: 4, retryInSeconds: 2 })).toBe('Сейчас слишком много поисков. Повторим поиск через 2 с (попытка 2 из 4)…');
    expect(result.current).toMatchObject({ items: [{ id: 'a', price: 10 }] });
  });

  it('fails with the API’s message only after the last try is refused too; a 503 without Retry-After fails at once', async () => {
    const onFailed = vi.fn();
    const src = source(
      async () => {
        throw busy(1);
      },
      async () => page(1, [], { complete: true }),
      { onFailed },
    );
    const { result } = renderHook(() => usePolledSearch('q', src));
    await waitFor(() => expect(result.current.phase).toBe('failed'), { timeout: 6000 });
    expect(src.start).toHaveBeenCalledTimes(1 + SEARCH_BUSY_RETRIES);
    expect(result.current).toMatchObject({ error: { status: 503, message: BUSY_MESSAGE } });
    expect(onFailed).toHaveBeenCalledOnce();

    const down = source(
      async () => {
        throw busy(null);
      },
      async () => page(1, [], { complete: true }),
    );
    const once = renderHook(() => usePolledSearch('q', down));
    await waitFor(() => expect(once.result.current.phase).toBe('failed'));
    expect(down.start).toHaveBeenCalledOnce();
  }, 10_000);

  it("a search the API reports failed keeps what arrived and the API's message", async () => {
    const src = source(
      async () => ({ searchId: 's' }),
      async () => page(1, [{ id: 'a', price: 1 }], { failed: true, message: 'Поставщик не ответил' }),
    );
    const { result } = renderHook(() => usePolledSearch('q', src));
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(result.current).toMatchObject({ items: [{ id: 'a' }], message: 'Поставщик не ответил' });
  });

  it('a new key aborts the older run, and no state of it shows under the new key', async () => {
    const { src, signals } = hangingSource();
    const { result, rerender } = renderHook(({ key }) => usePolledSearch(key, src), { initialProps: { key: 'q1' } });
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ key: 'q2' });
    expect(signals[0]!.aborted).toBe(true);
    expect(result.current).toMatchObject({ phase: 'running', searchId: null, items: [] });
  });

  it('unmount aborts the run; a null key runs nothing', async () => {
    const { src, signals } = hangingSource();
    const { unmount } = renderHook(() => usePolledSearch('q', src));
    await waitFor(() => expect(signals).toHaveLength(1));
    unmount();
    expect(signals[0]!.aborted).toBe(true);

    const idle = renderHook(() => usePolledSearch(null, src));
    expect(idle.result.current).toEqual({ phase: 'idle' });
    expect(src.start).toHaveBeenCalledTimes(1);
  });
});
