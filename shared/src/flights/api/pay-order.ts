import { apiPost } from 'shared';
import { IDEMPOTENCY_HEADER, paymentAttemptSchema, type PaymentMethod } from '../order-contract';

/**
 * POST /flights/orders/{orderUuid}/payments: card → open `redirectUrl`; sbp → show `qrPayload` and
 * poll `getPaymentAttempt`. One `idempotencyKey` per "pay" action, reused when retrying it, so a
 * retry after a lost answer never charges twice.
 */
export function payOrder(orderUuid: string, method: PaymentMethod, idempotencyKey: string) {
  return apiPost(`/flights/orders/${encodeURIComponent(orderUuid)}/payments`, {
    body: { method },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: paymentAttemptSchema,
  });
}
