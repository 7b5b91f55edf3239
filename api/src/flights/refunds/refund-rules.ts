// The one table of what comes back when a ticket is returned (docs/product-rules.md §D Returns and
// exchanges): per passenger and direction, from the fare family, «Гарантия возврата», an airline's
// change to the flight and the paid extras still unused. Pure: the service feeds it the order.
import type { PassengerType, RefundRule } from 'shared/node';
import { extraServiceTariff, type ExtraServiceCode } from '../../extra-services/extra-service-tariffs.js';
import type { FareConditions, FarePrice } from '../pricing/pricing.js';

/** An airline moving a flight by more than this is an involuntary change. */
export const INVOLUNTARY_SHIFT_MINUTES = 3 * 60;
/** Airport charges per passenger with a seat and per flight: what a non-refundable fare gives back. */
export const AIRPORT_CHARGE_RUB = 500;
/** «Гарантия возврата» works until this long before departure (its tariff's own words). */
export const GUARANTEE_MINUTES_BEFORE = 24 * 60;

export interface PaidPayment {
  uuid: string;
  purpose: 'ORDER' | 'OPTION' | 'EXCHANGE';
  optionCode: string | null;
  amount: number;
  /** Already owed back by earlier refunds. */
  refunded: number;
}

export interface TripForRefund {
  fare: FareConditions;
  /** In the order's passenger order (a ticket names its passenger by position). */
  passengers: readonly { id: string; type: PassengerType }[];
  directions: readonly { segments: readonly { departureMs: number; disrupted: boolean }[] }[];
  /** Each direction's price per passenger type. */
  directionPrices: readonly FarePrice['perPassenger'][];
  /** The order's paid payments: the base one and each option's. */
  payments: readonly PaidPayment[];
  /** Tickets returned by earlier refunds, with the rule that priced them. */
  returned: readonly { passenger: number; direction: number; rule: RefundRule }[];
  now: number;
}

export interface Ticket {
  passenger: number;
  direction: number;
}

export interface TicketRefund extends Ticket {
  rule: RefundRule;
  fare: number;
  extras: number;
}

export interface RefundQuote {
  tickets: TicketRefund[];
  involuntary: boolean;
  /** Money back per payment (only those with something to return). */
  lines: { paymentUuid: string; amount: number }[];
  amount: number;
}

const isReturned = (trip: TripForRefund, t: Ticket) => trip.returned.some((r) => r.passenger === t.passenger && r.direction === t.direction);
const departed = (trip: TripForRefund, direction: number) => trip.directions[direction]!.segments.some((s) => s.departureMs <= trip.now);
export const isInvoluntary = (trip: TripForRefund, direction: number) => trip.directions[direction]!.segments.some((s) => s.disrupted);
const tripStarted = (trip: TripForRefund) => trip.directions.some((_, d) => departed(trip, d));

/** Why this ticket cannot be returned now, or null. */
export function ticketRefusal(trip: TripForRefund, ticket: Ticket): string | null {
  if (isReturned(trip, ticket)) return 'Этот билет уже возвращён';
  if (!isInvoluntary(trip, ticket.direction) && departed(trip, ticket.direction)) {
    return 'Перелёт уже начался: вернуть билет можно только до вылета';
  }
  return null;
}

/** The fare part of one ticket and the rule that gives it. */
function fareBack(trip: TripForRefund, ticket: Ticket): { rule: RefundRule; fare: number } {
  const type = trip.passengers[ticket.passenger]!.type;
  const price = trip.directionPrices[ticket.direction]![type];
  const segments = trip.directions[ticket.direction]!.segments;
  const charges = type === 'INFANTILE' ? 0 : Math.min(price, AIRPORT_CHARGE_RUB * segments.length);
  const { refund } = trip.fare;
  if (isInvoluntary(trip, ticket.direction)) return { rule: 'INVOLUNTARY', fare: price };
  if (refund.allowed && !refund.feeRub) return { rule: 'FULL_FARE', fare: price };
  const guaranteed = trip.payments.some((p) => p.optionCode === 'REFUND_GUARANTEE');
  const firstDeparture = Math.min(...segments.map((s) => s.departureMs));
  if (guaranteed && trip.now <= firstDeparture - GUARANTEE_MINUTES_BEFORE * 60_000) return { rule: 'GUARANTEE', fare: price };
  if (refund.allowed) return { rule: 'FARE_MINUS_FEE', fare: Math.max(price - (refund.feeRub ?? 0), charges) };
  return { rule: 'TAXES', fare: charges };
}

/**
 * An option's share in one ticket when it comes back with it: a per-flight extra for the flights not flown, a
 * per-passenger one with the passenger's last ticket, a per-order one with the order's last. Only while unused (before
 * departure, or on an airline's change); the guarantee only when the return did not use it.
 */
function extraShare(trip: TripForRefund, payment: PaidPayment, ticket: TicketRefund, last: { passenger: boolean; order: boolean }): number {
  const tariff = extraServiceTariff(payment.optionCode as ExtraServiceCode);
  const involuntary = ticket.rule === 'INVOLUNTARY';
  const flightsInTrip = trip.directions.reduce((sum, d) => sum + d.segments.length, 0);
  if (tariff.per === 'passenger_segment') {
    const unit = Math.floor(payment.amount / (trip.passengers.length * flightsInTrip));
    const unflown = trip.directions[ticket.direction]!.segments.filter((s) => involuntary || s.departureMs > trip.now).length;
    return unit * unflown;
  }
  const unused = involuntary || !tripStarted(trip);
  if (tariff.per === 'passenger') {
    if (!last.passenger || !unused) return 0;
    if (tariff.code === 'REFUND_GUARANTEE') {
      const usedBefore = trip.returned.some((r) => r.passenger === ticket.passenger && r.rule === 'GUARANTEE');
      if (!involuntary || usedBefore) return 0;
    }
    return Math.floor(payment.amount / trip.passengers.length);
  }
  return last.order && unused ? payment.amount : 0;
}

/** What returning `tickets` gives back, per ticket and payment (fares from the base payment, extras from theirs), never more than a payment has left. */
export function quoteRefund(trip: TripForRefund, tickets: readonly Ticket[]): RefundQuote {
  const left = new Map(trip.payments.map((p) => [p.uuid, p.amount - p.refunded]));
  const back = new Map<string, number>();
  const take = (payment: PaidPayment, wanted: number) => {
    const amount = Math.min(wanted, left.get(payment.uuid) ?? 0);
    if (amount <= 0) return 0;
    left.set(payment.uuid, left.get(payment.uuid)! - amount);
    back.set(payment.uuid, (back.get(payment.uuid) ?? 0) + amount);
    return amount;
  };
  const open = new Set(trip.passengers.flatMap((_, p) => trip.directions.map((_, d) => `${p}:${d}`)).filter((key) => !isReturnedKey(trip, key)));
  // A fare was paid by the booking and, after an exchange to a dearer flight, by its difference.
  const farePayments = [...trip.payments.filter((p) => p.purpose === 'ORDER'), ...trip.payments.filter((p) => p.purpose === 'EXCHANGE')];
  const refunds: TicketRefund[] = [];
  for (const ticket of tickets) {
    open.delete(`${ticket.passenger}:${ticket.direction}`);
    const { rule, fare } = fareBack(trip, ticket);
    const refund: TicketRefund = { ...ticket, rule, fare: 0, extras: 0 };
    for (const payment of farePayments) refund.fare += take(payment, fare - refund.fare);
    const last = { passenger: ![...open].some((key) => key.startsWith(`${ticket.passenger}:`)), order: open.size === 0 };
    for (const payment of trip.payments) {
      if (payment.purpose === 'OPTION') refund.extras += take(payment, extraShare(trip, payment, refund, last));
    }
    refunds.push(refund);
  }
  const lines = [...back].map(([paymentUuid, amount]) => ({ paymentUuid, amount }));
  return {
    tickets: refunds,
    involuntary: refunds.some((t) => t.rule === 'INVOLUNTARY'),
    lines,
    amount: lines.reduce((sum, line) => sum + line.amount, 0),
  };
}

function isReturnedKey(trip: TripForRefund, key: string): boolean {
  const [passenger, direction] = key.split(':').map(Number);
  return isReturned(trip, { passenger: passenger!, direction: direction! });
}
