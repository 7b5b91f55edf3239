import { apiGet } from 'shared';
import { ordersPageSchema } from '../order-contract';
import ordersListStart from '../orders-list-start.json' with { type: 'json' };

/** Product rules §D profile orders: 20 a page, the API's default. */
export const ORDERS_PAGE_SIZE = ordersListStart.firstPageLimit;

/** GET /profile/orders?limit&cursor: the user's orders, newest first (`nextCursor` for more); the early script asks the first page (orders-list-start.json). */
export function listProfileOrders(page: { cursor?: string | null; limit?: number } = {}, signal?: AbortSignal) {
  return apiGet(ordersListStart.path, { query: { cursor: page.cursor, limit: page.limit }, schema: ordersPageSchema, signal });
}
