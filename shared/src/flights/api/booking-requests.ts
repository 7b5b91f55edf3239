// The calls of the booking page: the pinned offer it shows, and the order it books. Only that page
// makes them, so no other page's bundle carries them.
import { apiGet, apiPost } from 'shared';
import { IDEMPOTENCY_HEADER, offerSchema, orderSchema, type CreateOrderRequest } from '../order-contract';

/** GET /flights/offers/{offerId}: the booking page's data; an expired offer is a 410 `ApiError`. */
export function getOffer(offerId: string, signal?: AbortSignal) {
  return apiGet(`/flights/offers/${encodeURIComponent(offerId)}`, { schema: offerSchema, signal });
}

/**
 * POST /flights/orders: books the offer; field errors come back as `ApiError.fields['passengers.0.firstName']`.
 * One `idempotencyKey` per "book" action, reused when retrying it, so a retry after a lost answer gets the same order back.
 */
export function createOrder(body: CreateOrderRequest, idempotencyKey: string) {
  return apiPost('/flights/orders', { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: orderSchema });
}
