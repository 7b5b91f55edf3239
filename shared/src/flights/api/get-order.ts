import { apiGet } from 'shared';
import { orderSchema } from '../flight-responses';

/** GET /flights/orders/{orderUuid}: the submit, finished and QR pages (documents masked unless the owner asks). */
export function getOrder(orderUuid: string, signal?: AbortSignal) {
  return apiGet(`/flights/orders/${encodeURIComponent(orderUuid)}`, { schema: orderSchema, signal });
}
