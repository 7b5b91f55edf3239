import { apiGet } from 'shared';
import { orderOptionsSchema } from '../flight-responses';

/** GET /profile/orders/{orderUuid}/options: the paid options of the owner's order, with prices and status. */
export function getOrderOptions(orderUuid: string, signal?: AbortSignal) {
  return apiGet(`/profile/orders/${encodeURIComponent(orderUuid)}/options`, { schema: orderOptionsSchema, signal });
}
