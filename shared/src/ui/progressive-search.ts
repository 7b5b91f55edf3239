import { startTransition, use, useContext, useEffect, useRef, useState } from 'react';
import { forgetServerAnswer, isApiError, ServerAnswersContext, serverAnswerFor } from 'shared';

// A progressive search on a page (flights, tours): polled until every result is in, and its growing
// list drawn without a long task. On the page server its first answer is part of the page
// (docs/architecture.md, "Server rendering"), and the browser polls on from it.

/** One answer of a progressive search: what arrived since `cursor`, and how far it is. */
export interface SearchPage<Item> {
  cursor: number;
  items: readonly Item[];
  progress: number;
  complete: boolean;
  failed?: boolean;
  message?: string | null;
}

/** What creating a search answers: its id, and the first page when the API answers one at once. */
export interface StartedSearch<Item> {
  searchId: string;
  page?: SearchPage<Item>;
}

export interface PolledSearchSource<Item> {
  /** Creates the search; some APIs answer its first page at once. Its answer is plain JSON: the page server hands it to the browser. */
  start: (signal: AbortSignal) => Promise<StartedSearch<Item>>;
  poll: (searchId: string, cursor: number, signal: AbortSignal) => Promise<SearchPage<Item>>;
  /** Items with the same id replace each other (a newer or cheaper offer), keeping their place. */
  idOf: (item: Item) => string | number;
  intervalMs: number;
  onComplete?: (items: Item[]) => void;
  onFailed?: (failure: PolledSearchFailure) => void;
}

/** Why a search stopped: the API said so in a page (`message`, maybe null), or a call threw (`error`). */
export type PolledSearchFailure = { error: unknown; message?: undefined } | { error?: undefined; message: string | null };

/** A new search refused for now (503 with `Retry-After`: the search queue is full): the next attempt, of how many, in how many seconds. */
export interface SearchBusyRetry {
  attempt: number;
  attempts: number;
  retryInSeconds: number;
}

export type PolledSearch<Item> =
  | { phase: 'idle' }
  | { phase: 'running'; searchId: string | null; progress: number; items: Item[]; busy?: SearchBusyRetry }
  | { phase: 'complete'; searchId: string; progress: 100; items: Item[] }
  | ({ phase: 'failed'; searchId: string | null; progress: number; items: Item[] } & PolledSearchFailure);

/** Network hiccups in a row tolerated before the search is reported failed. */
export const SEARCH_NETWORK_RETRIES = 2;
/** The least pause before asking again after a failed poll, whatever the source's interval. */
export const SEARCH_RETRY_PAUSE_MS = 300;
/** Searches the API forgot (404: a restart, an eviction) run again before the page says it failed. */
export const SEARCH_RESTARTS = 2;
/** How many times a new search refused with 503 is asked again, after the wait the API named, before the page offers «Повторить». */
export const SEARCH_BUSY_RETRIES = 3;
/** The longest wait honoured between those tries, whatever `Retry-After` says. */
export const SEARCH_BUSY_MAX_WAIT_SECONDS = 10;

/** What the traveller reads while a refused search waits for its next try. */
export function searchBusyText({ attempt, attempts, retryInSeconds }: SearchBusyRetry): string {
  return `Сейчас слишком много поисков. Повторим поиск через ${retryInSeconds} с (попытка ${attempt} из ${attempts})…`;
}

/** The wait a refusal of a new search names, when it is one to wait out (503 with `Retry-After`); else null. */
function busyWaitSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 503 || error.retryAfterSeconds === null) return null;
  return Math.min(Math.max(error.retryAfterSeconds, 1), SEARCH_BUSY_MAX_WAIT_SECONDS);
}

const STARTING: { phase: 'running'; searchId: null; progress: number; items: never[] } = { phase: 'running', searchId: null, progress: 0, items: [] };

const IDLE = { phase: 'idle' } as const;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/** The key a search's first answer travels under among the server's answers (apart from `useApiResource`'s keys). */
export const serverSearchKey = (key: string) => `polled-search:${key}`;

/** A failed first answer on the server is not handed over: the page shows its loading state and the browser searches. */
const neverNotFound = () => false;

/** The state a search shows once its first answer is in: what `usePolledSearch` shows after creating it, drawn the same on the server and in the browser. */
export function startedState<Item>({ searchId, page }: StartedSearch<Item>, idOf: (item: Item) => string | number): PolledSearch<Item> {
  if (!page) return { phase: 'running', searchId, progress: 0, items: [] };
  const items = [...new Map(page.items.map((item) => [idOf(item), item])).values()];
  if (page.failed) return { phase: 'failed', searchId, progress: page.progress, items, message: page.message ?? null };
  if (page.complete) return { phase: 'complete', searchId, progress: 100, items };
  return { phase: 'running', searchId, progress: page.progress, items };
}

/**
 * Runs the progressive search a key names and polls it until complete, adding items as they arrive (a null key runs nothing). A
 * search the API no longer holds is run again quietly, a bounded number of times, items shown staying. A new key or unmount aborts
 * the run; a state shows only under its own key.
 *
 * On the page server (under `ServerAnswersContext`) the render waits for the search's creation, within the page's data budget, and
 * draws its first page; the answer goes into the HTML, and the browser's first render starts from it and polls on from its cursor,
 * creating no second search. A late or failed creation leaves the loading state, and the browser creates the search itself.
 */
export function usePolledSearch<Item>(key: string | null, source: PolledSearchSource<Item>): PolledSearch<Item> {
  const serverAnswers = useContext(ServerAnswersContext);
  const onServer = serverAnswers && key !== null ? use(serverAnswers.answer(serverSearchKey(key), (signal) => source.start(signal), neverNotFound)) : null;
  const [held, setHeld] = useState<{ key: string | null; run: PolledSearch<Item>; started?: StartedSearch<Item> }>(() => {
    // the server's answer: while it renders, or handed over in the HTML for the browser's first render
    const settled = key === null ? undefined : (onServer ?? serverAnswerFor(serverSearchKey(key)));
    if (settled?.status !== 'ready') return { key: null, run: IDLE };
    const started = settled.data as StartedSearch<Item>;
    return { key, run: startedState(started, source.idOf), started };
  });
  const latestSource = useRef(source);
  latestSource.current = source;
  // the server's first answer stands for the first run's creation, once
  const startedAtFirst = useRef(held.started && { key: held.key, started: held.started });

  useEffect(() => {
    if (key === null) return;
    forgetServerAnswer(serverSearchKey(key));
    const handedOver = startedAtFirst.current?.key === key ? startedAtFirst.current.started : undefined;
    startedAtFirst.current = undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const { start, poll, idOf, intervalMs, onComplete, onFailed } = latestSource.current;
    const byId = new Map<string | number, Item>();
    let current: PolledSearch<Item> = handedOver ? startedState(handedOver, idOf) : STARTING;
    const show = (run: PolledSearch<Item>) => {
      current = run;
      if (!signal.aborted) setHeld({ key, run });
    };
    const fail = (searchId: string | null, progress: number, items: Item[], failure: PolledSearchFailure) => {
      show({ phase: 'failed', searchId, progress, items, ...failure });
      onFailed?.(failure);
    };
    if (!handedOver) show(STARTING);

    /** Creates the search; while the API refuses it for now, waits as it asks and tries again, showing the wait. */
    async function startWhenAccepted(): ReturnType<typeof start> {
      for (let retries = 0; ; retries += 1) {
        try {
          return await start(signal);
        } catch (error) {
          const waitSeconds = busyWaitSeconds(error);
          if (signal.aborted || waitSeconds === null || retries >= SEARCH_BUSY_RETRIES) throw error;
          const { searchId, progress, items } = current.phase === 'running' ? current : STARTING;
          const attempts = SEARCH_BUSY_RETRIES + 1;
          // One state per wait, not a countdown: the pages announce it, once per try.
          show({ phase: 'running', searchId, progress, items, busy: { attempt: retries + 2, attempts, retryInSeconds: waitSeconds } });
          await wait(waitSeconds * 1000, signal);
          if (signal.aborted) throw error;
          show({ phase: 'running', searchId, progress, items });
        }
      }
    }

    async function go() {
      let { searchId, page } = handedOver ?? (await startWhenAccepted());
      let cursor = 0;
      // the handed-over first page is on screen already: taken in, not shown again
      let items: Item[] = handedOver && current.phase !== 'idle' ? current.items : [];
      let progress = -1;
      let failures = 0;
      let restarts = 0;
      for (;;) {
        if (signal.aborted) return;
        if (page) {
          for (const item of page.items) byId.set(idOf(item), item);
          cursor = page.cursor;
          // A new array only when items arrived: the pages key their indexes on its identity.
          if (page.items.length > 0 && page !== handedOver?.page) items = [...byId.values()];
          if (page.failed) return fail(searchId, page.progress, items, { message: page.message ?? null });
          if (page.complete) {
            show({ phase: 'complete', searchId, progress: 100, items });
            return onComplete?.(items);
          }
          const news = page !== handedOver?.page && (page.items.length > 0 || page.progress !== progress);
          if (news) show({ phase: 'running', searchId, progress: page.progress, items });
          progress = page.progress;
        }
        // The first poll of a search created without a page goes at once; every other waits its turn.
        if (failures > 0) await wait(Math.max(intervalMs, SEARCH_RETRY_PAUSE_MS), signal);
        else if (page || restarts > 0) await wait(intervalMs, signal);
        if (signal.aborted) return;
        try {
          page = await poll(searchId, cursor, signal);
          failures = 0;
        } catch (error) {
          if (signal.aborted) return;
          page = undefined;
          if (isApiError(error) && error.status === 404) {
            restarts += 1;
            if (restarts > SEARCH_RESTARTS) throw error;
            ({ searchId, page } = await startWhenAccepted());
            cursor = 0;
            continue;
          }
          failures += 1;
          if (failures > SEARCH_NETWORK_RETRIES) throw error;
        }
      }
    }

    go().catch((error: unknown) => {
      if (signal.aborted) return;
      const shown = current.phase === 'idle' ? STARTING : current;
      fail(shown.searchId, shown.progress, shown.items, { error });
    });
    return () => controller.abort();
  }, [key]);

  if (key === null) return IDLE;
  return held.key === key ? held.run : STARTING;
}

/**
 * How many rows to render: the first screen at once, every row once the browser is idle after it (in a transition, in slices), so
 * the first results paint in one short task on a slow phone. A new `listKey` starts at the first screen again.
 */
export function useRowsWhenIdle(count: number, firstScreen: number, listKey: string): number {
  const [idleKey, setIdleKey] = useState<string | null>(null);
  const idle = idleKey === listKey;
  const hasRows = count > 0;
  useEffect(() => {
    if (idle || !hasRows) return;
    const renderAll = () => startTransition(() => setIdleKey(listKey));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(renderAll, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(renderAll, 50);
    return () => clearTimeout(timer);
  }, [idle, hasRows, listKey]);
  return idle ? count : Math.min(count, firstScreen);
}
