import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { isApiError, userAtom } from 'shared';

export type ProfileData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The API answered 404 for this person: someone else's order or a wrong link. */
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/** What the person reads when a load failed; the API's Russian message when it sent one. */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.message : 'Не удалось выполнить запрос';
}

/**
 * Loads one thing of the signed-in user and loads it again on `reload` and when the user changes
 * (a page under the sign-in prompt is not mounted, so a login from it loads once, on mount). A newer load aborts the older one, so a slow answer never overwrites a newer
 * one, and nothing of one person is ever kept for the next.
 */
export function useProfileData<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const user = useAtomValue(userAtom);
  const [state, setState] = useState<ProfileData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useLatest(load);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    latestLoad.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isApiError(error) && error.status === 404 ? { status: 'notFound' } : { status: 'failed', message: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [key, user?.id, attempt, latestLoad]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  /** Replaces the data in place (after an action answered the new value), no new request. */
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, replace };
}

function useLatest<T>(value: T) {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
