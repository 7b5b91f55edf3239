import { useRef, useState } from 'react';
import { failureMessage, isApiError } from 'shared';

/** No answer came (no connection, a 5xx from the proxy or the API): the action may have happened; retry it with its key. */
export function isLostAnswer(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * A fresh Idempotency-Key (docs/product-rules.md §D Request conventions: 8–100 of A–Z a–z 0–9 _ - : .).
 * getRandomValues works on plain http too, where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The one way a page sends a keyed POST (book, pay, return, exchange): one Idempotency-Key per press, a lost answer retried once
 * at once with it, and the key kept for the traveller's own retry (a lost answer, or 429), so the API gives back what it may
 * already have made. A definite answer ends the press: the next one, or another request, gets a new key.
 */
export function keyedAction() {
  let pending: { request: string; key: string } | null = null;
  return async function send<T>(request: unknown, post: (key: string) => Promise<T>): Promise<T> {
    const json = JSON.stringify(request);
    if (pending?.request !== json) pending = { request: json, key: newIdempotencyKey() };
    const { key } = pending;
    try {
      const answer = await post(key).catch((error: unknown) => (isLostAnswer(error) ? post(key) : Promise.reject(error)));
      pending = null;
      return answer;
    } catch (error) {
      if (!isLostAnswer(error) && !(isApiError(error) && error.status === 429)) pending = null;
      throw error;
    }
  };
}

/** A button's action: a press while one runs does nothing (a double click acts once), and a failure is said in Russian. */
export function useAction<Args extends unknown[], Result>(act: (...args: Args) => Promise<Result>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(...args: Args): Promise<Result | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      return await act(...args);
    } catch (failure) {
      setError(failureMessage(failure));
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { run, busy, error, setError };
}

/** A button's `keyedAction` (a payment method, a set of tickets: the choice is the request), as `useAction`. */
export function useIdempotentAction<Choice extends string, Result>(start: (choice: Choice, key: string) => Promise<Result>) {
  const [send] = useState(keyedAction);
  return useAction((choice: Choice) => send(choice, (key) => start(choice, key)));
}
