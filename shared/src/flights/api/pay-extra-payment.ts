import { apiPost } from 'shared';
import { IDEMPOTENCY_HEADER, paymentAttemptSchema, type PaymentMethod } from '../order-contract';

/** POST /payments/{paymentUuid}/attempts: pays an extra payment as `payOrder` pays an order (same key rule). */
export function payExtraPayment(paymentUuid: string, method: PaymentMethod, idempotencyKey: string) {
  return apiPost(`/payments/${encodeURIComponent(paymentUuid)}/attempts`, {
    body: { method },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: paymentAttemptSchema,
  });
}
