import { apiGet } from 'shared';
import { paymentAttemptSchema } from '../flight-responses';

/** GET /payments/{paymentUuid}/attempts/{attemptId}: PENDING until SUCCEEDED, FAILED or EXPIRED (poll the QR page). */
export function getPaymentAttempt(paymentUuid: string, attemptId: string, signal?: AbortSignal) {
  return apiGet(`/payments/${encodeURIComponent(paymentUuid)}/attempts/${encodeURIComponent(attemptId)}`, { schema: paymentAttemptSchema, signal });
}
