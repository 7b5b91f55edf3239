import { apiPost } from 'shared';
import type { CreateOrderRequest } from '../flight-requests';
import { orderSchema } from '../flight-responses';

/** POST /flights/orders: books the offer; field errors come back as `ApiError.fields['passengers.0.firstName']`. */
export function createOrder(body: CreateOrderRequest) {
  return apiPost('/flights/orders', { body, schema: orderSchema });
}
