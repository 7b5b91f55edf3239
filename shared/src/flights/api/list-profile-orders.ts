import { apiGet } from 'shared';
import { ordersPageSchema } from '../order-contract';

/** Product rules §D profile orders: 20 a page, the API's default. */
export const ORDERS_PAGE_SIZE = 20;

/** GET /profile/orders?limit&cursor: the user's orders, newest first (`nextCursor` for more). */
export function listProfileOrders(page: { cursor?: string | null; limit?: number } = {}, signal?: AbortSignal) {
  return apiGet('/profile/orders', { query: { cursor: page.cursor, limit: page.limit }, schema: ordersPageSchema, signal });
}
