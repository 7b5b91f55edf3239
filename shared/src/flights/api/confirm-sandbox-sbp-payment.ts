import { apiPost } from 'shared';
import { paymentAttemptSchema } from '../flight-responses';

/** POST /sandbox/sbp/{attemptId}/paid: outside production stands in for the bank ('Я оплатил'); 403 in production. */
export function confirmSandboxSbpPayment(attemptId: string) {
  return apiPost(`/sandbox/sbp/${encodeURIComponent(attemptId)}/paid`, { schema: paymentAttemptSchema });
}
