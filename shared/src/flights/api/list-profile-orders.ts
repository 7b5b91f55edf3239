import { apiGet } from 'shared';
import { ordersPageSchema } from '../order-contract';
import ordersListStart from '../orders-list-start.json' with { type: 'json' };

/** Product rules §D profile orders: 20 a page, the API's default. */
export const ORDERS_PAGE_SIZE = ordersListStart.firstPageLimit;

/**
 * GET /profile/orders?limit&cursor: the signed-in user's orders, newest first; pass `nextCursor` for
 * the next page. The shell's early script asks for the first page of a signed-in visitor from the
 * URL (orders-list-start.json), and the API client hands that answer over to the same request.
 */
export function listProfileOrders(page: { cursor?: string | null; limit?: number } = {}, signal?: AbortSignal) {
  return apiGet(ordersListStart.path, { query: { cursor: page.cursor, limit: page.limit }, schema: ordersPageSchema, signal });
}
