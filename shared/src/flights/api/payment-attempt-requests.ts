// The calls of an SBP payment's QR code, for an order or an extra alike: poll the attempt until it
// ends, and outside production stand in for the bank. The two QR pages make both, and no other page either.
import { apiGet, apiPost } from 'shared';
import { paymentAttemptSchema } from '../order-contract';

/** GET /payments/{paymentUuid}/attempts/{attemptId}: PENDING until SUCCEEDED, FAILED or EXPIRED (poll the QR page). */
export function getPaymentAttempt(paymentUuid: string, attemptId: string, signal?: AbortSignal) {
  return apiGet(`/payments/${encodeURIComponent(paymentUuid)}/attempts/${encodeURIComponent(attemptId)}`, { schema: paymentAttemptSchema, signal });
}

/** POST /sandbox/sbp/{attemptId}/paid: outside production stands in for the bank ('Я оплатил'); 403 in production. */
export function confirmSandboxSbpPayment(attemptId: string) {
  return apiPost(`/sandbox/sbp/${encodeURIComponent(attemptId)}/paid`, { schema: paymentAttemptSchema });
}
