import { useAtomValue } from 'jotai';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { linkTo, useDocumentTitle, userAtom } from 'shared';
import { PAINT_MARKS, usePaintMark } from 'shared/paint-marks';
import { InfiniteLoader, type PageOutcome } from 'shared/infinite-loader';
import { listProfileOrders, ORDERS_PAGE_SIZE, type FlightOrder } from 'shared/flights';
import { PROFILE_TEXTS } from '../profile-texts';
import { firstOrdersPage, requestFirstOrdersPageEarly } from './first-orders-page';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

// The routes that show the list ask for its first page as soon as their code arrives.
requestFirstOrdersPageEarly();

const LOADER_TEXTS = { complete: PROFILE_TEXTS.ordersEnd, error: PROFILE_TEXTS.ordersPageFailed };
/** Under an empty list an end text would end a list nobody sees: the empty view says it. */
const EMPTY_LIST_LOADER_TEXTS = { ...LOADER_TEXTS, complete: '' };

/** The person's orders, newest first, as §4's infinite list (the shared loader asks the next page near the end); another person starts it over. */
export function OrdersList() {
  const user = useAtomValue(userAtom);
  const listKey = user?.id ?? '';
  return <OrdersListOf key={listKey} listKey={listKey} />;
}

function OrdersListOf({ listKey }: { listKey: string }) {
  const [orders, setOrders] = useState<FlightOrder[]>([]);
  const [complete, setComplete] = useState(false);
  const cursor = useRef<string | null>(null);
  const titleId = useId();
  useDocumentTitle(PROFILE_TEXTS.ordersTitle);
  usePaintMark(PAINT_MARKS.firstOrderRow, orders.length > 0);

  const loadMore = useCallback(async (): Promise<PageOutcome> => {
    const page = cursor.current === null ? await firstOrdersPage() : await listProfileOrders({ cursor: cursor.current, limit: ORDERS_PAGE_SIZE });
    cursor.current = page.nextCursor;
    setOrders((shown) => [...shown, ...page.items]);
    if (page.nextCursor) return 'loaded';
    setComplete(true);
    return 'complete';
  }, []);

  return (
    <section aria-labelledby={titleId} className={styles.orders}>
      <h1 id={titleId} className={styles.title}>
        {PROFILE_TEXTS.ordersTitle}
      </h1>
      {orders.length > 0 && (
        <ul className={styles.list} aria-labelledby={titleId}>
          {orders.map((order) => (
            <li key={order.orderUuid}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      {complete && orders.length === 0 && (
        <p className={styles.empty}>
          {PROFILE_TEXTS.ordersEmpty} <Link to={linkTo('index')}>{PROFILE_TEXTS.toSearch}</Link>
        </p>
      )}
      <InfiniteLoader onLoadMore={loadMore} resetKey={listKey} texts={orders.length === 0 ? EMPTY_LIST_LOADER_TEXTS : LOADER_TEXTS} />
    </section>
  );
}
