import { apiPost } from 'shared';
import { IDEMPOTENCY_HEADER, paymentAttemptSchema, type PaymentMethod } from '../order-contract';

/** POST …/payments: card → open `redirectUrl`; sbp → show `qrPayload`, poll `getPaymentAttempt`. One key per "pay", reused on retry, so nothing is charged twice. */
export function payOrder(orderUuid: string, method: PaymentMethod, idempotencyKey: string) {
  return apiPost(`/flights/orders/${encodeURIComponent(orderUuid)}/payments`, {
    body: { method },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: paymentAttemptSchema,
  });
}
