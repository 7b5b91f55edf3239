import { apiGet } from 'shared';
import { ordersPageSchema } from '../flight-responses';

/** GET /profile/orders?limit&cursor: the signed-in user's orders, newest first; pass `nextCursor` for the next page. */
export function listProfileOrders(page: { cursor?: string | null; limit?: number } = {}, signal?: AbortSignal) {
  return apiGet('/profile/orders', { query: { cursor: page.cursor, limit: page.limit }, schema: ordersPageSchema, signal });
}
