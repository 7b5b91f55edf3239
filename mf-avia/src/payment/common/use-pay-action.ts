import { useRef, useState } from 'react';
import { failureMessage, isApiError } from 'shared';
import { type PaymentAttempt, type PaymentMethod } from 'shared/flights';
import { isLostAnswer, newIdempotencyKey } from './idempotency-key';

/** The answer may have been lost, or the API asked to wait: the same action is retried with the same key. */
function mayRetrySameAction(error: unknown): boolean {
  return isLostAnswer(error) || (isApiError(error) && error.status === 429);
}

/**
 * One "pay" press = one Idempotency-Key, reused when the press is retried after a lost answer,
 * so the API gives back the same attempt instead of charging twice (docs/product-rules.md
 * §D Request conventions). A press while one is running does nothing (a double click pays once).
 */
export function usePayAction(start: (method: PaymentMethod, key: string) => Promise<PaymentAttempt>) {
  const keys = useRef<Partial<Record<PaymentMethod, string>>>({});
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(method: PaymentMethod): Promise<PaymentAttempt | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    const key = (keys.current[method] ??= newIdempotencyKey());
    try {
      return await start(method, key);
    } catch (failure) {
      // A definite refusal (expired, already paid) ends the action: the next press is a new one.
      if (!mayRetrySameAction(failure)) delete keys.current[method];
      setError(failureMessage(failure));
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { pay, busy, error };
}
