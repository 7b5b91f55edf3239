import { useIdempotentAction } from 'shared/idempotent-action';
import { type PaymentAttempt, type PaymentMethod } from 'shared/flights';

/**
 * One "pay" press = one Idempotency-Key per method, reused when the press is retried after a lost
 * answer, so the API gives back the same attempt instead of charging twice.
 */
export function usePayAction(start: (method: PaymentMethod, key: string) => Promise<PaymentAttempt>) {
  const { run, busy, error } = useIdempotentAction(start);
  return { pay: run, busy, error };
}
