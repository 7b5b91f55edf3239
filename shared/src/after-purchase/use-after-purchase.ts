import { useEffect } from 'react';
import { listExchanges, listRefunds, type FlightOrder } from 'shared/flights';
import { useApiResource } from '../ui/use-api-resource';
import { hasTickets, isRefundUnderway } from './ticket-states';

/** While a return's money is on its way, its state is asked for again this often. */
export const REFUND_POLL_MS = 1500;

/**
 * An order's returns and exchanges (two calls, made only for a ticketed order), asked again while
 * a return's money is on its way, so «Деньги возвращены» shows without a reload. `reload` after
 * the traveller returned or exchanged something.
 */
export function useAfterPurchase(order: Pick<FlightOrder, 'orderUuid' | 'status'>, version: number) {
  const key = hasTickets(order) ? `${order.orderUuid}#${version}` : null;
  const resource = useApiResource(key, async (signal) => {
    const [refunds, exchanges] = await Promise.all([listRefunds(order.orderUuid, signal), listExchanges(order.orderUuid, signal)]);
    return { refunds: refunds.items, exchanges: exchanges.items };
  });
  const { state, replace } = resource;
  const underway = state.status === 'ready' && state.data.refunds.some(isRefundUnderway);
  useEffect(() => {
    if (!underway || state.status !== 'ready') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      listRefunds(order.orderUuid, controller.signal).then(
        (refunds) => replace({ ...state.data, refunds: refunds.items }),
        () => replace({ ...state.data }),
      );
    }, REFUND_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [underway, state, order.orderUuid, replace]);
  return resource;
}
