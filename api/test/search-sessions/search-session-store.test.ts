import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/http/http-error.js';
import { SEARCH_BUSY_MESSAGE, SearchSession, SearchSessionStore, type SearchKind, type SearchLimits } from '../../src/search-sessions/search-session-store.js';

// The store's rules, once for every kind of search: a bounded FIFO queue, identical searches
// sharing a run, least recently used sessions dropped, and an unknown id re-run from its text.
// A search here is its text; its run finds one item per letter and waits for the test to finish it.
type FakeSession = SearchSession<string, string[]>;

const limits = (overrides: Partial<SearchLimits> = {}): SearchLimits => ({ idleMs: 60_000, maxSessions: 100, concurrent: 2, waiting: 10, ...overrides });
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function fakeStore(overrides: Partial<SearchLimits> = {}, kindOverrides: Partial<SearchKind<string, string[], FakeSession>> = {}) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const failures: unknown[] = [];
  const kind: SearchKind<string, string[], FakeSession> = {
    encode: (text) => text,
    decode: (text) => (/^[a-z]+$/.test(text) ? text : null),
    runKey: (text) => text,
    startFound: () => [],
    async execute(run, text) {
      started.push(text);
      run.progress = 50;
      await new Promise<void>((resolve) => finish.set(text, resolve));
      run.found.push(...text);
    },
    openSession: (id, text, run) => new SearchSession(id, text, run),
    kept: (found) => found.length,
    ...kindOverrides,
  };
  const store = new SearchSessionStore(kind, limits(overrides), (error) => failures.push(error));
  /** Lets the run of `text` finish and the queue move on. */
  const release = async (text: string) => {
    finish.get(text)!();
    await settle();
  };
  return { store, started, release, failures };
}

afterEach(() => vi.restoreAllMocks());

describe('search session store: the queue', () => {
  it('runs `concurrent` searches at once and the others in their order of arrival', async () => {
    const { store, started, release } = fakeStore({ concurrent: 2 });
    const sessions = ['ab', 'cd', 'ef', 'gh'].map((text) => store.create(text));
    await settle();
    expect(started).toEqual(['ab', 'cd']);
    expect(sessions.map((s) => s.progress)).toEqual([50, 50, 0, 0]);
    await release('cd');
    expect(started).toEqual(['ab', 'cd', 'ef']);
    expect(sessions[1]!.complete).toBe(true);
    expect(sessions[1]!.progress).toBe(100);
    expect(sessions[1]!.found).toEqual(['c', 'd']);
    await release('ab');
    expect(started).toEqual(['ab', 'cd', 'ef', 'gh']);
    await release('ef');
    await release('gh');
    await Promise.all(sessions.map((s) => s.done));
    expect(sessions.every((s) => s.complete && !s.failed)).toBe(true);
  });

  it('refuses a new search at once with a Russian 503 and Retry-After while `waiting` wait, and takes them again once the queue moves', async () => {
    const { store, release } = fakeStore({ concurrent: 1, waiting: 2 });
    const [, , queued] = ['a', 'b', 'c'].map((text) => store.create(text));
    let refusal: unknown;
    try {
      store.create('d');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: SEARCH_BUSY_MESSAGE, headers: { 'Retry-After': '2' } });
    // An identical search waits for nothing new: it joins the queued run.
    expect(store.create('c').run).toBe(queued!.run);
    await release('a');
    expect(store.create('d').complete).toBe(false);
    expect(() => store.create('e')).toThrow(SEARCH_BUSY_MESSAGE);
  });

  it('marks a run that breaks failed and complete, reports it, and gives its turn to the next', async () => {
    const { store, started, failures } = fakeStore(
      { concurrent: 1 },
      {
        execute(run, text) {
          started.push(text);
          if (text === 'now') throw new Error('thrown at once');
          if (text === 'later') return Promise.reject(new Error('rejected'));
          return Promise.resolve();
        },
      },
    );
    const now = store.create('now');
    const later = store.create('later');
    const fine = store.create('fine');
    await Promise.all([now.done, later.done, fine.done]);
    expect(started).toEqual(['now', 'later', 'fine']);
    expect([now.failed, later.failed, fine.failed]).toEqual([true, true, false]);
    expect([now.complete, later.complete, fine.complete]).toEqual([true, true, true]);
    expect(failures.map((error) => (error as Error).message)).toEqual(['thrown at once', 'rejected']);
  });
});

describe('search session store: identical searches', () => {
  it('share one run while it is queued or running, each with its own id; a different search gets its own run', async () => {
    const { store, release } = fakeStore({ concurrent: 1 });
    const first = store.create('ab');
    const queued = store.create('cd');
    const running = store.create('ab');
    const waiting = store.create('cd');
    expect(store.runsStarted).toBe(2);
    expect(running.run).toBe(first.run);
    expect(waiting.run).toBe(queued.run);
    expect(new Set([first.id, queued.id, running.id, waiting.id]).size).toBe(4);
    expect(first.id).toMatch(/^ab\.[a-z0-9]{8}$/);
    await release('ab');
    await release('cd');
    expect(waiting.found).toEqual(['c', 'd']);
  });

  it('computes a search afresh once its identical run has finished', async () => {
    const { store, release } = fakeStore();
    const first = store.create('ab');
    await release('ab');
    const again = store.create('ab');
    expect(again.run).not.toBe(first.run);
    expect(store.runsStarted).toBe(2);
    expect(again.complete).toBe(false);
  });
});

describe('search session store: memory', () => {
  it('keeps at most maxSessions, dropping the least recently used; a dropped id is re-run', () => {
    const { store } = fakeStore({ maxSessions: 3 });
    const [a, b, c] = ['a', 'b', 'c'].map((text) => store.create(text));
    expect(store.getOrRerun(a!.id, '2026-01-01')).toBe(a); // used: now the most recent
    store.create('d');
    expect(store.size).toBe(3);
    expect(store.getOrRerun(a!.id, '2026-01-01')).toBe(a);
    expect(store.getOrRerun(c!.id, '2026-01-01')).toBe(c);
    const rerun = store.getOrRerun(b!.id, '2026-01-01')!;
    expect(rerun).not.toBe(b);
    expect(rerun.id).toBe(b!.id);
    expect(store.size).toBe(3);
  });

  it('drops sessions unused for longer than idleMs', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { store } = fakeStore({ idleMs: 60_000 });
    const old = store.create('a');
    now.mockReturnValue(1_030_000);
    const recent = store.create('b');
    now.mockReturnValue(1_070_000); // `old` idle 70 s, `recent` 40 s
    store.create('c');
    expect(store.size).toBe(2);
    expect(store.getOrRerun(recent.id, '2026-01-01')).toBe(recent);
    expect(store.getOrRerun(old.id, '2026-01-01')).not.toBe(old);
  });

  it('keeps at most maxKept of what the sessions hold together, the least recently used dropped first', async () => {
    const { store, release } = fakeStore({ maxKept: 5 });
    const held: FakeSession[] = [];
    for (const text of ['abc', 'de', 'fg']) {
      held.push(store.create(text));
      await release(text);
    }
    // 3 + 2 + 2 found: above 5, so the oldest goes before the next session comes in.
    const next = store.create('h');
    expect(store.size).toBe(3);
    expect(store.getOrRerun(held[0]!.id, '2026-01-01')).not.toBe(held[0]);
    expect(store.getOrRerun(next.id, '2026-01-01')).toBe(next);
  });
});

describe('search session store: re-run from the id', () => {
  it('re-runs an id this process never saw, under that id; null for one that names no search', async () => {
    const { store, release } = fakeStore();
    const rerun = store.getOrRerun('ab.k3j9x2ab', '2026-01-01')!;
    expect(rerun.id).toBe('ab.k3j9x2ab');
    expect(rerun.search).toBe('ab');
    expect(store.getOrRerun('ab.k3j9x2ab', '2026-01-01')).toBe(rerun);
    await release('ab');
    expect(rerun.found).toEqual(['a', 'b']);
    for (const id of ['ab', 'ab.short', 'AB1.k3j9x2ab', '.k3j9x2ab', 'ab.K3J9X2AB']) expect(store.getOrRerun(id, '2026-01-01'), id).toBeNull();
    expect(store.size).toBe(1);
  });

  it('hands decode the day, and lets its client error through', () => {
    const decode = vi.fn((text: string, todayIso: string) => {
      if (text === 'bad') throw new HttpError(400, 'VALIDATION_ERROR', 'Неизвестный город');
      return todayIso < '2026-06-01' ? text : null;
    });
    const { store } = fakeStore({}, { decode });
    expect(store.getOrRerun('ok.abcdefgh', '2026-05-31')).not.toBeNull();
    expect(store.getOrRerun('old.abcdefgh', '2026-06-01')).toBeNull();
    expect(() => store.getOrRerun('bad.abcdefgh', '2026-05-31')).toThrow('Неизвестный город');
    expect(decode.mock.calls).toEqual([
      ['ok', '2026-05-31'],
      ['old', '2026-06-01'],
      ['bad', '2026-05-31'],
    ]);
  });
});
