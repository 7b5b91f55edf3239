import { apiPost } from 'shared';
import { orderSchema } from '../order-contract';

/** POST /flights/orders/{orderUuid}/cancel: cancels an unpaid order; answers it CANCELLED. */
export function cancelOrder(orderUuid: string) {
  return apiPost(`/flights/orders/${encodeURIComponent(orderUuid)}/cancel`, { schema: orderSchema });
}
