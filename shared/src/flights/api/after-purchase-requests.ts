// The calls of an order after its purchase (product rules §D Возврат и обмен): return tickets and
// exchange a flight. The profile's order view and the guest's order page make them, with the
// owner's token or, for a guest, the order link alone.
import { apiGet, apiPost } from 'shared';
import { exchangeListSchema, exchangeQuoteSchema, exchangeSchema, type ExchangeRequest } from '../exchange-contract';
import { IDEMPOTENCY_HEADER } from '../order-contract';
import { refundListSchema, refundQuoteSchema, refundSchema } from '../refund-contract';

/** Which tickets: these passengers on these directions (positions in the order). */
export interface TicketChoice {
  passengers: number[];
  directions: number[];
}

const orderPath = (orderUuid: string) => `/flights/orders/${encodeURIComponent(orderUuid)}`;

/** GET …/refunds/quote: what comes back for the chosen tickets, shown before the traveller confirms. */
export function quoteRefund(orderUuid: string, choice: TicketChoice, signal?: AbortSignal) {
  return apiGet(`${orderPath(orderUuid)}/refunds/quote`, {
    query: { passengers: choice.passengers.join(','), directions: choice.directions.join(',') },
    schema: refundQuoteSchema,
    signal,
  });
}

/** POST …/refunds: returns the chosen tickets; one key per confirm, reused when it is retried. */
export function requestRefund(orderUuid: string, choice: TicketChoice, idempotencyKey: string) {
  return apiPost(`${orderPath(orderUuid)}/refunds`, { body: choice, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: refundSchema });
}

/** GET …/refunds: the order's returns with their states, oldest first. */
export function listRefunds(orderUuid: string, signal?: AbortSignal) {
  return apiGet(`${orderPath(orderUuid)}/refunds`, { schema: refundListSchema, signal });
}

/** GET …/exchanges/quote: the fee and the fare difference of moving a direction to the chosen result. */
export function quoteExchange(orderUuid: string, request: ExchangeRequest, signal?: AbortSignal) {
  return apiGet(`${orderPath(orderUuid)}/exchanges/quote`, {
    query: { direction: request.direction, searchString: request.searchString, resultId: request.resultId },
    schema: exchangeQuoteSchema,
    signal,
  });
}

/** POST …/exchanges: done at once when nothing is due, else AWAITING_PAYMENT with the payment to pay. */
export function requestExchange(orderUuid: string, request: ExchangeRequest, idempotencyKey: string) {
  return apiPost(`${orderPath(orderUuid)}/exchanges`, { body: request, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: exchangeSchema });
}

/** GET …/exchanges: the order's exchanges, oldest first (which flight is «Обменян», each void ticket). */
export function listExchanges(orderUuid: string, signal?: AbortSignal) {
  return apiGet(`${orderPath(orderUuid)}/exchanges`, { schema: exchangeListSchema, signal });
}
