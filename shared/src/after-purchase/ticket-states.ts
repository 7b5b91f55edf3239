import { directionLabel, REFUND_STATUS_LABELS, type Exchange, type FlightOrder, type Refund } from 'shared/flights';

/** One ticket of the order: one passenger's one direction (docs/product-rules.md §D Возврат и обмен). */
export interface TicketState {
  passenger: number;
  direction: number;
  ticketNumber: string | null;
  returned: boolean;
  /** The return that took it, with what comes back for this ticket and the money's state. */
  refund: { amount: number; statusLabel: string; status: Refund['status'] } | null;
  /** The tickets this one replaced by exchanges of its direction, oldest first: each is void. */
  voidNumbers: string[];
}

/** The ticket a passenger flies a direction on: its own on a multi-city trip, else the one ticket of the trip. */
export function ticketNumberOf(passenger: FlightOrder['passengers'][number], direction: number): string | null {
  return passenger.legTicketNumbers.length > 0 ? (passenger.legTicketNumbers[direction] ?? null) : passenger.ticketNumber;
}

/** Every ticket of the order with its state: returned (and the money's state), exchanged (the void numbers), or in force. */
export function ticketStates(order: FlightOrder, refunds: readonly Refund[], exchanges: readonly Exchange[]): TicketState[] {
  return order.passengers.flatMap((passenger, p) =>
    order.directions.map((_, d) => {
      const refund = refunds.find((r) => r.tickets.some((t) => t.passenger === p && t.direction === d));
      const line = refund?.tickets.find((t) => t.passenger === p && t.direction === d);
      return {
        passenger: p,
        direction: d,
        ticketNumber: ticketNumberOf(passenger, d),
        returned: passenger.returnedDirections?.includes(d) ?? false,
        refund: refund && line ? { amount: line.amount, status: refund.status, statusLabel: REFUND_STATUS_LABELS[refund.status] } : null,
        voidNumbers: exchanges
          .filter((e) => e.status === 'EXCHANGED' && e.direction === d)
          .flatMap((e) => e.tickets.filter((t) => t.passenger === p).map((t) => t.oldTicketNumber)),
      };
    }),
  );
}

/** Tickets returned of all the order's tickets, for the order's line in the profile list. */
export function returnedTicketCount(order: Pick<FlightOrder, 'passengers' | 'directions'>): { returned: number; total: number } {
  const returned = order.passengers.reduce((sum, p) => sum + (p.returnedDirections?.length ?? 0), 0);
  return { returned, total: order.passengers.length * order.directions.length };
}

/** «Туда: Москва — Сочи», as the refund and exchange calls name a direction. */
export function directionName(order: Pick<FlightOrder, 'directions'>, index: number): string {
  const direction = order.directions[index]!;
  return `${directionLabel(index, order.directions)}: ${direction.origin.city} — ${direction.destination.city}`;
}

/** A return whose money is still on its way: the page asks again until it is back or failed. */
export const isRefundUnderway = (refund: Pick<Refund, 'status'>) => refund.status === 'REQUESTED' || refund.status === 'PROCESSING';

/** Returns and exchanges are for a ticketed order; a fully returned one still shows its returns. */
export const hasTickets = (order: Pick<FlightOrder, 'status'>) => order.status === 'TICKETED' || order.status === 'REFUNDED';
