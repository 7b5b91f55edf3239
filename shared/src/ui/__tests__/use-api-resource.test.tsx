// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api-client/api-error';
import { useApiResource, usePolledApiResource, type ApiResourceOptions, type ResourceState } from '../use-api-resource';

afterEach(cleanup);

/** A load whose answers the test gives by hand, one per call, with the signal each call got. */
function manualLoad<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
}

function renderResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options?: ApiResourceOptions<T>) {
  return renderHook(({ key: current }) => useApiResource(current, load, options), { initialProps: { key } });
}

describe('useApiResource: load a resource by key', () => {
  it('shows loading, then the data', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderResource('a', load);
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[0]!.resolve('заказ A'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'заказ A' });
  });

  it('a new key aborts the older load, and its late answer never shows', async () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderResource('a', load);
    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('заказ A'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[1]!.resolve('заказ B'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'заказ B' });
  });

  it("never shows one key's data under the next key, not even for one render", async () => {
    const { load, calls } = manualLoad<string>();
    const seen: [string, ResourceState<string>][] = [];
    const { rerender } = renderHook(
      ({ key }) => {
        const { state } = useApiResource(key, load);
        seen.push([key, state]);
      },
      { initialProps: { key: 'a' } },
    );
    await act(async () => calls[0]!.resolve('заказ A'));
    rerender({ key: 'b' });
    expect(seen.filter(([key, state]) => key === 'b' && state.status === 'ready')).toEqual([]);
  });

  it('aborts the load on unmount', () => {
    const { load, calls } = manualLoad<string>();
    const { unmount } = renderResource('a', load);
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it("a failure carries a Russian message, and 'Повторить' loads the same key again", async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderResource('a', load);
    await act(async () => calls[0]!.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Нет связи с сервером.' })));
    expect(result.current.state).toEqual({ status: 'failed', message: 'Нет связи с сервером.' });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve('заказ A'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'заказ A' });
  });

  it("uses the page's wording for failures the API cannot explain", async () => {
    const { load, calls } = manualLoad<string>();
    const wording = { network: 'нет связи', server: 'сервер недоступен', badResponse: 'странный ответ' };
    const { result } = renderResource('a', load, { wording });
    await act(async () => calls[0]!.reject(new ApiError({ status: 503, code: 'SERVER_ERROR', message: 'Service Unavailable' })));
    expect(result.current.state).toEqual({ status: 'failed', message: 'сервер недоступен' });
  });

  it('a 404 is the not-found state; the page may name other answers so', async () => {
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Не найдено' });
    const first = manualLoad<string>();
    const byDefault = renderResource('a', first.load);
    await act(async () => first.calls[0]!.reject(notFound));
    expect(byDefault.result.current.state).toEqual({ status: 'notFound' });

    const second = manualLoad<string>();
    const forbidden = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Доступ запрещён' });
    const byRule = renderResource('a', second.load, { isNotFound: (error) => error instanceof ApiError && error.status === 403 });
    await act(async () => second.calls[0]!.reject(forbidden));
    expect(byRule.result.current.state).toEqual({ status: 'notFound' });
  });

  it('a null key loads nothing and stays loading', () => {
    const { load } = manualLoad<string>();
    const { result } = renderResource(null, load);
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('data at hand for the first key is shown at once without a request; another key loads', async () => {
    const { load, calls } = manualLoad<string>();
    const initial = (key: string) => (key === 'about' ? 'ранний ответ' : undefined);
    const { result, rerender } = renderResource('about', load, { initial });
    expect(result.current.state).toEqual({ status: 'ready', data: 'ранний ответ' });
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'help' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[0]!.resolve('помощь'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'помощь' });
  });

  it('replace shows the new data of an action without a request', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderResource('a', load);
    await act(async () => calls[0]!.resolve('оплачен'));
    act(() => result.current.replace('отменён'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'отменён' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  describe('usePolledApiResource', () => {
    const poll = { everyMs: 1000, while: (data: string) => data === 'ждёт' };
    const renderPolled = (load: (signal: AbortSignal) => Promise<string>) => renderHook(() => usePolledApiResource('a', load, { poll }));
    const setTabHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    afterEach(() => {
      setTabHidden(false);
      vi.useRealTimers();
    });

    it('asks again while the data says so, keeps the data through a failed ask, and stops when it no longer does', async () => {
      vi.useFakeTimers();
      const { load, calls } = manualLoad<string>();
      const { result } = renderPolled(load);
      await act(async () => calls[0]!.resolve('ждёт'));
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(load).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(load).toHaveBeenCalledTimes(2);
      await act(async () => calls[1]!.reject(new ApiError({ status: 503, code: 'SERVER_ERROR', message: 'Сервис временно недоступен' })));
      expect(result.current.state).toEqual({ status: 'ready', data: 'ждёт' });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await act(async () => calls[2]!.resolve('готово'));
      expect(result.current.state).toEqual({ status: 'ready', data: 'готово' });
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
      vi.useFakeTimers();
      const { load, calls } = manualLoad<string>();
      renderPolled(load);
      await act(async () => calls[0]!.resolve('ждёт'));
      act(() => setTabHidden(true));
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(load).toHaveBeenCalledTimes(1);
      act(() => setTabHidden(false));
      expect(load).toHaveBeenCalledTimes(2);
      // shown again while that ask is out: no second one
      act(() => setTabHidden(true));
      act(() => setTabHidden(false));
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('an unmount ends the asking', async () => {
      vi.useFakeTimers();
      const { load, calls } = manualLoad<string>();
      const { unmount } = renderPolled(load);
      await act(async () => calls[0]!.resolve('ждёт'));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      unmount();
      expect(calls[1]!.signal.aborted).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
