// One order read whole: as the payment pages read it (documents masked unless the owner asks) and as
// its owner reads it in the profile. Each area makes one of the two, so neither carries the other.
import { apiGet } from 'shared';
import { orderSchema } from '../order-contract';

/** GET /flights/orders/{orderUuid}: the submit, finished and QR pages (documents masked unless the owner asks). */
export function getOrder(orderUuid: string, signal?: AbortSignal) {
  return apiGet(`/flights/orders/${encodeURIComponent(orderUuid)}`, { schema: orderSchema, signal });
}

/** GET /profile/orders/{orderUuid}: one order of the signed-in user, documents unmasked. */
export function getProfileOrder(orderUuid: string, signal?: AbortSignal) {
  return apiGet(`/profile/orders/${encodeURIComponent(orderUuid)}`, { schema: orderSchema, signal });
}
