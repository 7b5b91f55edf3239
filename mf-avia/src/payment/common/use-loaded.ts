import { useCallback, useEffect, useState } from 'react';
import { isApiError } from 'shared';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'notFound' } | { status: 'error'; message: string };

/**
 * An order or payment is addressed by its uuid alone, so 400 (not a uuid), 403 and 404 all mean
 * the same to the person: there is nothing here for them. The not-found view never hints whose
 * it is (docs/product-rules.md §D Orders: each call answers only to whom it belongs).
 */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 403 || error.status === 404);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Не удалось выполнить запрос';
}

/**
 * Loads a page's data with the states every payment page shows: loading, ready, not found and a
 * failure with retry. `key` reloads when it changes (another uuid in the address).
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isNotFoundError(error) ? { status: 'notFound' } : { status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `key` and `attempt` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Replaces the data after an action answered the new state (cancel, a status poll). */
  const update = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, retry, update };
}
