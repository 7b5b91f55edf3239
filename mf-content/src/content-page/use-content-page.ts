import { useCallback, useEffect, useRef, useState } from 'react';
import { earlyContentPage, getContentPage, isApiError, type ContentPage } from 'shared';
import { CONTENT_TEXTS } from './content-texts';

export type ContentPageState =
  | { status: 'loading' }
  | { status: 'ready'; page: ContentPage }
  /** The server flagged the slug as not found (product rules §2 "Not-found view"). */
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/** What a person reads when the page could not be loaded; every branch offers 'Повторить'. */
export function failureMessage(error: unknown): string {
  if (!isApiError(error)) return CONTENT_TEXTS.networkError;
  if (error.status === 0) return CONTENT_TEXTS.networkError;
  if (error.status >= 500) return CONTENT_TEXTS.serverError;
  if (error.code === 'INVALID_RESPONSE') return CONTENT_TEXTS.badResponse;
  // Another 4xx (e.g. 429): the server's own Russian message says what happened.
  return error.message;
}

function stateOfError(error: unknown): ContentPageState {
  if (isApiError(error) && error.notFound) return { status: 'notFound' };
  return { status: 'failed', message: failureMessage(error) };
}

/**
 * Loads the page of a slug and reloads it on `retry`. A newer request (another slug, a retry,
 * unmount) aborts the older one, so a slow answer never overwrites a newer page.
 */
export function useContentPage(slug: string): { state: ContentPageState; retry: () => void } {
  // A first visit's page may be here already (the shell's early script read it and painted it):
  // then the first render is the page itself, with no loading state between.
  const [state, setState] = useState<ContentPageState>(() => {
    const early = earlyContentPage(slug);
    return early ? { status: 'ready', page: early } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const readyFromStart = useRef(state.status === 'ready');

  useEffect(() => {
    if (readyFromStart.current) {
      readyFromStart.current = false;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getContentPage(slug, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setState({ status: 'ready', page });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState(stateOfError(error));
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
