import { directionLabel, REFUND_RULE_LABELS, REFUND_STATUS_LABELS, type Refund, type RefundQuote as QuoteView, type RefundRequest } from 'shared/node';
import type { Queryable } from '../../db/database.js';
import { errors } from '../../http/http-error.js';
import type { FlightsContext } from '../flights-context.js';
import { assertKeyUnused, recordIdempotencyKey, type Idempotency } from '../orders/order-idempotency-store.js';
import { orderPassengers, type OrderPassengerRow, type OrderRow } from '../orders/order-store.js';
import { closePendingPayments } from '../payments/payment-store.js';
import { disruptedFlights } from './disruption-store.js';
import { sendRefundRequestedMail } from './refund-mails.js';
import { enqueueRefund } from './refund-jobs.js';
import { quoteRefund, ticketRefusal, type RefundQuote, type Ticket, type TripForRefund } from './refund-rules.js';
import {
  closeOrderWhenAllReturned,
  insertRefund,
  lockOrder,
  paidPayments,
  refundLines,
  returnedTickets,
  releaseReturnedSeats,
  type PaidPaymentRow,
  type RefundRow,
} from './refund-store.js';

export const REFUND_NOT_FOUND = 'Возврат не найден';

interface LoadedTrip {
  trip: TripForRefund;
  passengers: OrderPassengerRow[];
  payments: PaidPaymentRow[];
}

/** What a direction cost per passenger type; an order kept from before per-direction prices splits its total evenly. */
function directionPrices(order: OrderRow): TripForRefund['directionPrices'] {
  const { details } = order;
  if (details.directionPrices) return details.directionPrices;
  const n = details.directions.length;
  const split = (total: number, d: number) => Math.floor(total / n) + (d === 0 ? total % n : 0);
  const per = details.price.perPassenger;
  return details.directions.map((_, d) => ({ ADULT: split(per.ADULT, d), CHILD: split(per.CHILD, d), INFANTILE: split(per.INFANTILE, d) }));
}

/** The order as the rule table sees it, read through `db` (inside the refund's transaction when deciding). */
async function loadTrip(ctx: FlightsContext, db: Queryable, order: OrderRow): Promise<LoadedTrip> {
  const [passengers, payments, returned] = await Promise.all([orderPassengers(db, order.uuid), paidPayments(db, order.uuid), returnedTickets(db, order.uuid)]);
  const disrupted = await disruptedFlights(
    db,
    order.details.directions.flatMap((d) => d.segments.map((s) => s.flightId)),
  );
  const departureMs = (flightId: string, local: string) => ctx.domain.flights.flightById(flightId)?.departureUtc ?? Date.parse(`${local}:00Z`);
  const trip: TripForRefund = {
    fare: order.details.fare.conditions,
    passengers: passengers.map((p) => ({ id: p.id, type: p.passenger_type })),
    directions: order.details.directions.map((d) => ({
      segments: d.segments.map((s) => ({ departureMs: departureMs(s.flightId, s.departureLocal), disrupted: disrupted.has(s.flightId) })),
    })),
    directionPrices: directionPrices(order),
    payments: payments.map((p) => ({ uuid: p.uuid, purpose: p.purpose, optionCode: p.option_code, amount: p.amount_rub, refunded: p.refunded_rub })),
    returned: returned.map((r) => ({ passenger: r.passenger, direction: r.direction, rule: r.rule })),
    now: Date.now(),
  };
  return { trip, passengers, payments };
}

/** Every listed passenger on every listed direction not yet returned; refuses what cannot be returned. */
function selectTickets(order: OrderRow, trip: TripForRefund, request: RefundRequest): Ticket[] {
  if (order.status === 'REFUNDED') throw errors.conflict('Все билеты заказа уже возвращены');
  if (order.status !== 'TICKETED') throw errors.conflict('Вернуть можно только оплаченный заказ с выписанными билетами');
  const passengers = request.passengers ?? trip.passengers.map((_, p) => p);
  const directions = request.directions ?? trip.directions.map((_, d) => d);
  if (passengers.some((p) => p >= trip.passengers.length)) throw errors.validation({ passengers: 'В заказе нет такого пассажира' });
  if (directions.some((d) => d >= trip.directions.length)) throw errors.validation({ directions: 'В заказе нет такого перелёта' });
  const wanted = [...new Set(passengers)]
    .sort((a, b) => a - b)
    .flatMap((passenger) => [...new Set(directions)].sort((a, b) => a - b).map((direction) => ({ passenger, direction })));
  const open = wanted.filter((t) => !trip.returned.some((r) => r.passenger === t.passenger && r.direction === t.direction));
  if (open.length === 0) throw errors.conflict('Выбранные билеты уже возвращены');
  for (const ticket of open) {
    const refusal = ticketRefusal(trip, ticket);
    if (refusal) throw errors.conflict(refusal);
  }
  // An infant flies on an adult's lap: no direction may keep more infants than adults.
  for (const direction of new Set(open.map((t) => t.direction))) {
    const staying = trip.passengers
      .map((p, passenger) => ({ type: p.type, passenger }))
      .filter(({ passenger }) => ![...trip.returned, ...open].some((t) => t.passenger === passenger && t.direction === direction));
    if (staying.filter((p) => p.type === 'INFANTILE').length > staying.filter((p) => p.type === 'ADULT').length) {
      throw errors.conflict('Младенец не может лететь без взрослого: верните его билет вместе с билетом взрослого');
    }
  }
  return open;
}

const methodOf = (method: 'CARD' | 'SBP') => (method === 'CARD' ? 'card' : 'sbp');

function ticketViews(
  order: OrderRow,
  passengers: readonly OrderPassengerRow[],
  tickets: readonly { passenger: number; direction: number; rule: keyof typeof REFUND_RULE_LABELS; fare: number; extras: number }[],
) {
  const { directions } = order.details;
  return tickets.map((t) => {
    const p = passengers[t.passenger]!;
    const d = directions[t.direction]!;
    return {
      passenger: t.passenger,
      passengerName: `${p.last_name} ${p.first_name}`,
      direction: t.direction,
      directionLabel: `${directionLabel(t.direction, directions)}: ${d.origin.city} — ${d.destination.city}`,
      rule: t.rule,
      ruleLabel: REFUND_RULE_LABELS[t.rule],
      fare: t.fare,
      extras: t.extras,
      amount: t.fare + t.extras,
    };
  });
}

function quoteView(order: OrderRow, loaded: LoadedTrip, quote: RefundQuote): QuoteView {
  const payment = (uuid: string) => loaded.payments.find((p) => p.uuid === uuid)!;
  return {
    orderUuid: order.uuid,
    involuntary: quote.involuntary,
    tickets: ticketViews(order, loaded.passengers, quote.tickets),
    payments: quote.lines.map((l) => ({
      paymentUuid: l.paymentUuid,
      description: payment(l.paymentUuid).description,
      method: methodOf(payment(l.paymentUuid).method),
      amount: l.amount,
    })),
    amount: quote.amount,
    currency: 'RUB',
  };
}

/** The amount returning these tickets gives back now, as the traveller sees it before confirming. */
export async function quoteOrderRefund(ctx: FlightsContext, order: OrderRow, request: RefundRequest): Promise<QuoteView> {
  const loaded = await loadTrip(ctx, ctx.db, order);
  return quoteView(order, loaded, quoteRefund(loaded.trip, selectTickets(order, loaded.trip, request)));
}

/**
 * Returns tickets in one transaction, the order locked: the amount decided again from what is paid and returned now, tickets and
 * money per payment written (the database refuses a ticket returned twice or more back than a payment took), seats back on sale,
 * unpaid extra payments closed, the mail and the pay-back job queued with it.
 */
export async function requestRefund(ctx: FlightsContext, order: OrderRow, request: RefundRequest, idempotency: Idempotency): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await lockOrder(tx, order.uuid);
    await assertKeyUnused(tx, idempotency);
    const current = {
      ...order,
      status: (await tx.query<{ status: OrderRow['status'] }>('SELECT status FROM flight_orders WHERE uuid = $1', [order.uuid])).rows[0]!.status,
    };
    const loaded = await loadTrip(ctx, tx, current);
    const quote = quoteRefund(loaded.trip, selectTickets(current, loaded.trip, request));
    const method = (uuid: string) => loaded.payments.find((p) => p.uuid === uuid)!.method;
    const refundUuid = await insertRefund(tx, {
      orderUuid: order.uuid,
      involuntary: quote.involuntary,
      amount: quote.amount,
      tickets: quote.tickets.map((t) => ({ ...t, passengerId: loaded.passengers[t.passenger]!.id })),
      lines: quote.lines.map((l) => ({ ...l, method: method(l.paymentUuid) })),
    });
    for (const direction of new Set(quote.tickets.map((t) => t.direction))) {
      const seated = quote.tickets.filter((t) => t.direction === direction && loaded.trip.passengers[t.passenger]!.type !== 'INFANTILE').length;
      const segments = order.details.directions[direction]!.segments.filter((_, i) => loaded.trip.directions[direction]!.segments[i]!.departureMs > Date.now());
      await releaseReturnedSeats(
        tx,
        order.uuid,
        order.details.cabin,
        segments.map((s) => s.flightId),
        seated,
      );
    }
    await closePendingPayments(tx, [order.uuid]);
    await tx.query(`UPDATE flight_exchanges SET status = 'CANCELLED', finished_at = now() WHERE order_uuid = $1 AND status = 'AWAITING_PAYMENT'`, [order.uuid]);
    await closeOrderWhenAllReturned(tx, order.uuid, loaded.trip.passengers.length * loaded.trip.directions.length);
    await recordIdempotencyKey(tx, idempotency, order.uuid, refundUuid);
    const lines = ticketViews(order, loaded.passengers, quote.tickets).map((t) => `${t.passengerName}, ${t.directionLabel.toLowerCase()}`);
    await sendRefundRequestedMail(ctx, tx, order.uuid, lines, quote.amount);
    await enqueueRefund(ctx, tx, refundUuid);
    return refundUuid;
  });
}

/** Refunds as the order page shows them: state, tickets, money per payment. */
export async function refundViews(ctx: FlightsContext, order: OrderRow, refunds: readonly RefundRow[]): Promise<Refund[]> {
  if (refunds.length === 0) return [];
  const uuids = refunds.map((r) => r.uuid);
  const [passengers, tickets, lines, payments] = await Promise.all([
    orderPassengers(ctx.db, order.uuid),
    returnedTickets(ctx.db, order.uuid),
    refundLines(ctx.db, uuids),
    paidPayments(ctx.db, order.uuid),
  ]);
  return refunds.map((refund) => ({
    refundUuid: refund.uuid,
    orderUuid: refund.order_uuid,
    status: refund.status,
    statusLabel: REFUND_STATUS_LABELS[refund.status],
    involuntary: refund.involuntary,
    tickets: ticketViews(
      order,
      passengers,
      tickets.filter((t) => t.refund_uuid === refund.uuid).map((t) => ({ ...t, fare: t.fare_rub, extras: t.extras_rub })),
    ),
    payments: lines
      .filter((l) => l.refund_uuid === refund.uuid)
      .map((l) => ({
        paymentUuid: l.payment_uuid,
        description: payments.find((p) => p.uuid === l.payment_uuid)?.description ?? '',
        method: methodOf(l.method),
        amount: l.amount_rub,
        status: l.status,
      })),
    amount: refund.amount_rub,
    currency: 'RUB' as const,
    createdAt: new Date(refund.created_at).toISOString(),
    finishedAt: refund.finished_at ? new Date(refund.finished_at).toISOString() : null,
  }));
}
