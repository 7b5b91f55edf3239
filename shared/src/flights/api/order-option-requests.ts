// The calls of an order's paid-features page in the profile: the options its owner may buy, and
// buying one. Only that page makes them, so no other page's bundle carries them.
import { apiGet, apiPost } from 'shared';
import { orderOptionsSchema, paymentSchema, type ORDER_OPTION_CODES } from '../order-contract';

/** GET /profile/orders/{orderUuid}/options: the paid options of the owner's order, with prices and status. */
export function getOrderOptions(orderUuid: string, signal?: AbortSignal) {
  return apiGet(`/profile/orders/${encodeURIComponent(orderUuid)}/options`, { schema: orderOptionsSchema, signal });
}

/** POST /profile/orders/{orderUuid}/options: answers the extra payment to pay at `/payments/:paymentUuid`. */
export function buyOrderOption(orderUuid: string, code: (typeof ORDER_OPTION_CODES)[number]) {
  return apiPost(`/profile/orders/${encodeURIComponent(orderUuid)}/options`, { body: { code }, schema: paymentSchema });
}
