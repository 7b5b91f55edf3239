import { createContext } from 'react';

/**
 * The first screen's data on the server (docs/architecture.md, "Server rendering"): while the page
 * server renders a public page, every `useApiResource` of it waits for its answer here (React
 * suspends the render), within the render's budget; the answers then travel in the HTML, and the
 * browser's first render of the page starts from them instead of a loading state and a request.
 */
export type ServerAnswer = { status: 'ready'; data: unknown } | { status: 'notFound' } | { status: 'late' };

/** What the HTML carries for a key: the data, or that there is nothing there (the not-found view the server drew). */
export type HandedOverAnswer = Exclude<ServerAnswer, { status: 'late' }>;

export interface ServerAnswerStore {
  /** The answer for a resource key, loaded once per render (the same promise on every call: React `use`). */
  answer(key: string, load: (signal: AbortSignal) => Promise<unknown>, isNotFound: (error: unknown) => boolean): Promise<ServerAnswer>;
  /** What the HTML carries to the browser: the settled answers by key. */
  handOver(): Record<string, HandedOverAnswer>;
  /** Whether every load answered within the budget (no loading state in the HTML): only such a page may be cached. */
  complete(): boolean;
}

/** Set by the page server around a public page's render; null in the browser. */
export const ServerAnswersContext = createContext<ServerAnswerStore | null>(null);

/** The id of the element that carries the answers in the HTML. */
export const SERVER_ANSWERS_ELEMENT_ID = 'server-answers';

let handedOver: Map<string, HandedOverAnswer> | null = null;

/**
 * In the browser: the server's answer for `key`, until `forgetServerAnswer(key)` (a later load of the
 * same key asks the API). Read, not taken: React may render a part again before it commits (a
 * hydration interrupted by an update), and each of those renders must start from the same answer.
 * Undefined when the page was not rendered by the server or did not wait for this key.
 */
export function serverAnswerFor(key: string): HandedOverAnswer | undefined {
  if (handedOver === null) {
    handedOver = new Map();
    const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_ANSWERS_ELEMENT_ID);
    try {
      if (element?.textContent) handedOver = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, HandedOverAnswer>));
    } catch {
      // a broken hand-over only costs the request the page makes without it
    }
  }
  return handedOver.get(key);
}

/** Once the part that read it has committed: from then on the key is loaded from the API. */
export function forgetServerAnswer(key: string): void {
  handedOver?.delete(key);
}

/** Tests only: a fresh page load. */
export function resetServerAnswersForTests(): void {
  handedOver = null;
}
