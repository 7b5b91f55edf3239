import { apiPost } from 'shared';
import { IDEMPOTENCY_HEADER, type CreateOrderRequest } from '../flight-requests';
import { orderSchema } from '../flight-responses';

/**
 * POST /flights/orders: books the offer; field errors come back as `ApiError.fields['passengers.0.firstName']`.
 * One `idempotencyKey` per "book" action, reused when retrying it, so a retry after a lost answer gets the same order back.
 */
export function createOrder(body: CreateOrderRequest, idempotencyKey: string) {
  return apiPost('/flights/orders', { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: orderSchema });
}
