import { apiGet } from 'shared';
import { extraPaymentSchema } from '../order-contract';

/** GET /payments/{paymentUuid}: an extra payment (a paid option) with its order and last attempt. */
export function getExtraPayment(paymentUuid: string, signal?: AbortSignal) {
  return apiGet(`/payments/${encodeURIComponent(paymentUuid)}`, { schema: extraPaymentSchema, signal });
}
