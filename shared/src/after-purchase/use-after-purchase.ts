import { useCallback } from 'react';
import { listExchanges, listRefunds, type FlightOrder } from 'shared/flights';
import { usePolledApiResource } from '../ui/use-api-resource';
import { hasTickets, isRefundUnderway } from './ticket-states';

/** While a return's money is on its way, its state is asked for again this often. */
export const REFUND_POLL_MS = 1500;

const loadBoth = async (orderUuid: string, signal?: AbortSignal) => {
  const [refunds, exchanges] = await Promise.all([listRefunds(orderUuid, signal), listExchanges(orderUuid, signal)]);
  return { refunds: refunds.items, exchanges: exchanges.items };
};

/**
 * An order's returns and exchanges (ticketed orders only), asked again while money is on its way (not while the tab is hidden), so
 * «Деньги возвращены» shows without a reload. A return or an exchange changes the order too (its tickets, its state): `reload` reads
 * both again (the order by `readOrder`, handed to `onOrder`), keeping what is shown until the new answers replace it.
 */
export function useAfterPurchase(
  order: Pick<FlightOrder, 'orderUuid' | 'status'>,
  readOrder: (orderUuid: string) => Promise<FlightOrder>,
  onOrder: (order: FlightOrder) => void,
) {
  const key = hasTickets(order) ? order.orderUuid : null;
  const { state, retry, replace } = usePolledApiResource(key, (signal) => loadBoth(order.orderUuid, signal), {
    poll: { everyMs: REFUND_POLL_MS, while: (shown) => shown.refunds.some(isRefundUnderway) },
  });
  const reload = useCallback(() => {
    readOrder(order.orderUuid).then(onOrder, () => undefined);
    loadBoth(order.orderUuid).then(replace, retry);
  }, [order.orderUuid, readOrder, onOrder, replace, retry]);
  return { state, retry, reload };
}
