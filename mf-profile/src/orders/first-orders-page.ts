import { readAuthToken } from 'shared';
import { listProfileOrders, ORDERS_PAGE_SIZE } from 'shared/flights';

type OrdersPage = Awaited<ReturnType<typeof listProfileOrders>>;

let early: { token: string; page: Promise<OrdersPage> } | null = null;

/**
 * Asks for the first page as the route's code runs, beside React's mount and the session check (its time is budgeted,
 * mf-profile/README.md). Only with a stored token; the answer is kept for that token and taken once, so nobody else's
 * orders can be shown from it.
 */
export function requestFirstOrdersPageEarly(): void {
  const token = readAuthToken();
  if (!token || early) return;
  const page = listProfileOrders({ limit: ORDERS_PAGE_SIZE });
  // a failure is the list's to report when it asks; never an unhandled rejection here
  page.catch(() => undefined);
  early = { token, page };
}

/** The first page: the early answer when it was asked for the same token, else a fresh request. */
export function firstOrdersPage(): Promise<OrdersPage> {
  const taken = early;
  early = null;
  if (taken && taken.token === readAuthToken()) return taken.page;
  return listProfileOrders({ limit: ORDERS_PAGE_SIZE });
}
