import { useRef, useState } from 'react';
import { failureMessage, keyedAction } from 'shared';
import { type PaymentAttempt, type PaymentMethod } from 'shared/flights';

/**
 * One "pay" press sends one keyed request (`keyedAction`), so the API gives back the same attempt
 * instead of charging twice (docs/product-rules.md §D Request conventions). A press while one is
 * running does nothing (a double click pays once).
 */
export function usePayAction(start: (method: PaymentMethod, key: string) => Promise<PaymentAttempt>) {
  const [sendKeyed] = useState(keyedAction);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(method: PaymentMethod): Promise<PaymentAttempt | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      return await sendKeyed({ method }, (key) => start(method, key));
    } catch (failure) {
      setError(failureMessage(failure));
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { pay, busy, error };
}
