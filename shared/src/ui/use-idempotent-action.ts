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

/** The answer may have been lost, or the API asked to wait: the same action is retried with the same key. */
function mayRetrySameAction(error: unknown): boolean {
  return isLostAnswer(error) || (isApiError(error) && error.status === 429);
}

/**
 * One press = one Idempotency-Key per choice (a payment method, a set of tickets), reused when the
 * press is retried after a lost answer, so the API gives back what it already did instead of doing
 * it twice (docs/product-rules.md §D Request conventions). A press while one runs does nothing
 * (a double click acts once); a definite refusal ends the action, so the next press is a new one.
 */
export function useIdempotentAction<Choice extends string, Result>(start: (choice: Choice, key: string) => Promise<Result>) {
  const keys = useRef<Partial<Record<Choice, string>>>({});
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(choice: Choice): Promise<Result | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    const key = (keys.current[choice] ??= newIdempotencyKey());
    try {
      return await start(choice, key);
    } catch (failure) {
      if (!mayRetrySameAction(failure)) delete keys.current[choice];
      setError(failureMessage(failure));
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { run, busy, error };
}
