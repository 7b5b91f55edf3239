import { startTransition, use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { failureMessage, forgetServerAnswer, isApiError, ServerAnswersContext, serverAnswerFor, type FailureWording, type ServerAnswer } from 'shared';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** Nothing here for this person (product rules §2 "Not-found view"). */
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

export interface ApiResourceOptions<T> {
  /** Which failures mean "there is nothing here"; a 404 unless the page says otherwise. */
  isNotFound?: (error: unknown) => boolean;
  /** The page's words for failures the API cannot explain (see `failureMessage`). */
  wording?: FailureWording;
  /** Data already at hand for the first key (an early answer): shown at once, not requested again. */
  initial?: (key: string) => T | undefined;
  /** Renders each answer as a transition: a large page is built in slices between frames, not in one long task. */
  transition?: boolean;
}

export interface ApiResource<T> {
  state: ResourceState<T>;
  /** Loads the same key again (the 'Повторить' button). */
  retry: () => void;
  /** Replaces the data in place after an action answered the new value; no new request. */
  replace: (data: T) => void;
}

const isNotFoundStatus = (error: unknown) => isApiError(error) && error.status === 404;
const tabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

interface Held<T> {
  key: string | null;
  attempt: number;
  state: ResourceState<T>;
}

/**
 * Loads the resource a key names, again on a new key or `retry`; a null key loads nothing. A newer load aborts the older,
 * and a state shows only under its own key, so a slow answer for another order or person never shows.
 */
export function useApiResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: ApiResourceOptions<T> = {}): ApiResource<T> {
  const [attempt, setAttempt] = useState(0);
  // On the page server, the render waits here for the first screen's data (server-answers.ts).
  const serverAnswers = useContext(ServerAnswersContext);
  const onServer: ServerAnswer | null = serverAnswers && key !== null ? use(serverAnswers.answer(key, load, options.isNotFound ?? isNotFoundStatus)) : null;
  const [held, setHeld] = useState<Held<T>>(() => {
    // the server's answer: while it renders, or handed over in the HTML for the browser's first render
    const settled = key === null ? undefined : (onServer ?? serverAnswerFor(key));
    if (settled?.status === 'notFound') return { key, attempt: 0, state: { status: 'notFound' } };
    const early = key === null ? undefined : settled?.status === 'ready' ? (settled.data as T) : options.initial?.(key);
    return { key, attempt: 0, state: early === undefined ? { status: 'loading' } : { status: 'ready', data: early } };
  });
  const latest = useRef({ load, options });
  latest.current = { load, options };
  const heldAtStart = useRef<Held<T> | null>(held);

  useEffect(() => {
    if (key === null) return;
    forgetServerAnswer(key);
    // The early answer of the first render (the data, or the server's not-found view) stands for the first load.
    const start = heldAtStart.current;
    heldAtStart.current = null;
    if (start?.key === key && start.attempt === attempt && (start.state.status === 'ready' || start.state.status === 'notFound')) return;
    const controller = new AbortController();
    const settle = (state: ResourceState<T>) => {
      if (controller.signal.aborted) return;
      if (latest.current.options.transition) startTransition(() => setHeld({ key, attempt, state }));
      else setHeld({ key, attempt, state });
    };
    setHeld({ key, attempt, state: { status: 'loading' } });
    latest.current.load(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        const { isNotFound = isNotFoundStatus, wording } = latest.current.options;
        settle(isNotFound(error) ? { status: 'notFound' } : { status: 'failed', message: failureMessage(error, wording) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((data: T) => setHeld((current) => ({ ...current, state: { status: 'ready', data } })), []);
  const state: ResourceState<T> = held.key === key && held.attempt === attempt ? held.state : { status: 'loading' };
  return { state, retry, replace };
}

/**
 * `useApiResource`, asked again `poll.everyMs` after each answer while `poll.while` holds (a payment not confirmed,
 * tickets not out); a failed ask is asked again, the data stays; none while the tab is hidden, at once when shown again.
 * Its own hook, so pages that never poll do not carry it.
 */
export function usePolledApiResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { poll, ...options }: ApiResourceOptions<T> & { poll: { everyMs: number; while: (data: T) => boolean } },
): ApiResource<T> {
  const resource = useApiResource(key, load, options);
  const { state, replace } = resource;
  const latest = useRef({ load, everyMs: poll.everyMs });
  latest.current = { load, everyMs: poll.everyMs };
  const shown = state.status === 'ready' ? state.data : undefined;
  const polling = shown !== undefined && poll.while(shown);

  useEffect(() => {
    const { everyMs } = latest.current;
    if (!polling) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // one ask at a time: showing the tab while one is out starts no second
    let asking = false;
    const wait = () => {
      if (!tabHidden()) timer = setTimeout(ask, everyMs);
    };
    const ask = () => {
      timer = undefined;
      asking = true;
      latest.current.load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) replace(data);
        },
        () => {
          asking = false;
          if (!controller.signal.aborted) wait();
        },
      );
    };
    const onVisibility = () => {
      if (!tabHidden()) {
        if (!timer && !asking) ask();
        return;
      }
      clearTimeout(timer);
      timer = undefined;
    };
    wait();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [polling, shown, replace]);

  return resource;
}
