import { apiPost } from 'shared';
import type { ORDER_OPTION_CODES } from '../flight-requests';
import { paymentSchema } from '../flight-responses';

/** POST /profile/orders/{orderUuid}/options: answers the extra payment to pay at `/payments/:paymentUuid`. */
export function buyOrderOption(orderUuid: string, code: (typeof ORDER_OPTION_CODES)[number]) {
  return apiPost(`/profile/orders/${encodeURIComponent(orderUuid)}/options`, { body: { code }, schema: paymentSchema });
}
