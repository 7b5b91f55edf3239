import { apiGet } from 'shared';
import { orderSchema } from '../flight-responses';

/** GET /profile/orders/{orderUuid}: one order of the signed-in user, documents unmasked. */
export function getProfileOrder(orderUuid: string, signal?: AbortSignal) {
  return apiGet(`/profile/orders/${encodeURIComponent(orderUuid)}`, { schema: orderSchema, signal });
}
