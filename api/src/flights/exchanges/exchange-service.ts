import { randomInt } from 'node:crypto';
import {
  directionLabel,
  EXCHANGE_CHEAPER_NOTE,
  EXCHANGE_STATUS_LABELS,
  moscowTodayIso,
  searchLegs,
  type Exchange,
  type ExchangeQuote,
  type ExchangeRequest,
} from 'shared/node';
import type { Queryable, Transaction } from '../../db/database.js';
import { errors } from '../../http/http-error.js';
import type { FlightsContext } from '../flights-context.js';
import type { OfferDetails } from '../offers/offer-details.js';
import { tripFromResultId } from '../offers/trip-from-result-id.js';
import { assertKeyUnused, recordIdempotencyKey, type Idempotency } from '../orders/order-idempotency-store.js';
import { findOrder, orderPassengers, takeSeats, type OrderRow } from '../orders/order-store.js';
import { directionBaseFare, fareFamily, priceDirections, priceOfDirections, type FarePrice } from '../pricing/pricing.js';
import { lockOrder, returnedTickets } from '../refunds/refund-store.js';
import { buildItinerary, legFollows } from '../search/connection-search.js';
import { directionView, parseSearch } from '../search/searches.js';
import { loadStoredSeats, seatKey } from '../search/seat-store.js';
import { sendExchangedMail } from './exchange-mails.js';
import {
  cancelOpenExchange,
  exchangesOfOrder,
  findExchange,
  finishExchange,
  insertExchange,
  insertExchangePayment,
  moveOrderSeats,
  updateOrderDetails,
  type ExchangeRow,
} from './exchange-store.js';

export const EXCHANGE_NOT_FOUND = 'Обмен не найден';

interface Plan {
  quote: ExchangeQuote;
  newPrices: NonNullable<OfferDetails['directionPrices']>[number];
  newFlights: OfferDetails['flights'];
}

const flightOf = (ctx: FlightsContext, id: string) => {
  const flight = ctx.domain.flights.flightById(id);
  if (!flight) throw errors.conflict('Рейс заказа не найден в расписании');
  return flight;
};

/**
 * What exchanging one direction to the chosen result costs: the same route, cabin, passengers and
 * fare family; the new flight joins the trip's other flights by the trip rule; each passenger pays
 * the fee plus what the new fare costs more (a cheaper one returns nothing).
 */
async function planExchange(ctx: FlightsContext, db: Queryable, order: OrderRow, request: ExchangeRequest): Promise<Plan> {
  if (order.status !== 'TICKETED') throw errors.conflict('Обменять можно только оплаченный заказ с выписанными билетами');
  const { details } = order;
  const fare = fareFamily(details.fare.code)!;
  if (!fare.conditions.exchange.allowed) throw errors.conflict('Тариф не допускает обмен');
  const old = details.directions[request.direction];
  if (!old) throw errors.validation({ direction: 'В заказе нет такого перелёта' });
  if ((await returnedTickets(db, order.uuid)).some((t) => t.direction === request.direction)) {
    throw errors.conflict('Билеты этого перелёта уже возвращены: обменять их нельзя');
  }
  const itineraries = details.directions.map((d) => buildItinerary(d.segments.map((s) => flightOf(ctx, s.flightId))));
  if (itineraries[request.direction]!.segments[0]!.departureUtc <= Date.now())
    throw errors.conflict('Перелёт уже начался: обменять билет можно только до вылета');
  const today = moscowTodayIso();
  const params = parseSearch(ctx.domain, request.searchString, today);
  const [leg] = searchLegs(params);
  const sameTrip =
    searchLegs(params).length === 1 &&
    params.isBusiness === (details.cabin === 'business') &&
    params.adults === details.passengers.adults &&
    params.children === details.passengers.children &&
    params.infants === details.passengers.infants &&
    ctx.domain.reference.resolvePlace(leg!.origin)?.city.code === old.origin.cityCode &&
    ctx.domain.reference.resolvePlace(leg!.destination)?.city.code === old.destination.cityCode;
  if (!sameTrip) throw errors.validation({ searchString: 'Для обмена ищите перелёт по тому же маршруту, в том же классе и на тех же пассажиров' });
  const [next] = tripFromResultId(ctx.domain, request.resultId, params);
  const newIds = next!.segments.map((f) => f.id);
  if (newIds.join() === old.segments.map((s) => s.flightId).join()) throw errors.conflict('Это тот же рейс: выберите другой рейс или дату');
  const before = itineraries[request.direction - 1];
  const after = itineraries[request.direction + 1];
  if ((before && !legFollows(before, next!)) || (after && !legFollows(next!, after))) {
    throw errors.conflict('Новый рейс не стыкуется с остальными перелётами заказа: выберите другое время');
  }
  const cabin = details.cabin;
  const stored = await loadStoredSeats(db, [...new Set(next!.segments.map((f) => f.departureLocal.slice(0, 10)))]);
  const seated = details.passengers.adults + details.passengers.children;
  const withSeats = next!.segments.map((flight) => ({ flight, seatsLeft: stored.get(seatKey(flight.id, cabin)) ?? flight.seatsLeftBase[cabin] }));
  const full = withSeats.find((s) => s.seatsLeft < seated && !old.segments.some((o) => o.flightId === s.flight.id));
  if (full) throw errors.conflict(`На рейсе ${full.flight.flightNumber} не осталось мест. Выберите другой вариант`);
  const [newPrices] = priceDirections([directionBaseFare(withSeats, cabin, today)], fare);
  const oldPrices = details.directionPrices?.[request.direction] ?? newPrices!;
  const types = (await orderPassengers(db, order.uuid)).map((p) => p.passenger_type);
  const fee = types.length * (fare.conditions.exchange.feeRub ?? 0);
  const difference = types.reduce((sum, type) => sum + Math.max(0, newPrices![type] - oldPrices[type]), 0);
  const cheaper = types.some((type) => newPrices![type] < oldPrices[type]);
  return {
    quote: {
      orderUuid: order.uuid,
      direction: request.direction,
      directionLabel: `${directionLabel(request.direction, details.directions)}: ${old.origin.city} — ${old.destination.city}`,
      newDirection: directionView(ctx.domain.reference, next!),
      fee,
      difference,
      amount: fee + difference,
      cheaperNote: cheaper ? EXCHANGE_CHEAPER_NOTE : null,
      currency: 'RUB',
    },
    newPrices: newPrices!,
    newFlights: next!.segments.map((f) => ({ flightId: f.id, departureDay: f.departureLocal.slice(0, 10), seatsLeftBase: f.seatsLeftBase[cabin] })),
  };
}

export async function quoteExchange(ctx: FlightsContext, order: OrderRow, request: ExchangeRequest): Promise<ExchangeQuote> {
  return (await planExchange(ctx, ctx.db, order, request)).quote;
}

/**
 * Records an exchange under the order's lock; with nothing to pay it is carried out at once,
 * otherwise it waits for its payment (paid as any payment), and the payment's success carries it out.
 */
export async function requestExchange(ctx: FlightsContext, order: OrderRow, request: ExchangeRequest, idempotency: Idempotency): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await lockOrder(tx, order.uuid);
    await assertKeyUnused(tx, idempotency);
    const current = (await findOrder(tx, order.uuid))!;
    const plan = await planExchange(ctx, tx, current, request);
    // A new choice replaces an unpaid one for the same flight.
    for (const open of await exchangesOfOrder(tx, order.uuid)) {
      if (open.status === 'AWAITING_PAYMENT' && open.direction === request.direction) await cancelOpenExchange(tx, open.uuid);
    }
    const paymentUuid =
      plan.quote.amount > 0
        ? await insertExchangePayment(tx, { orderUuid: order.uuid, description: `Обмен билетов: ${plan.quote.directionLabel}`, amountRub: plan.quote.amount })
        : null;
    const uuid = await insertExchange(tx, {
      order_uuid: order.uuid,
      direction: request.direction,
      new_direction: plan.quote.newDirection,
      new_prices: plan.newPrices,
      new_flights: plan.newFlights,
      fee_rub: plan.quote.fee,
      difference_rub: plan.quote.difference,
      amount_rub: plan.quote.amount,
      payment_uuid: paymentUuid,
    });
    await recordIdempotencyKey(tx, idempotency, order.uuid, uuid);
    if (!paymentUuid) await carryOutExchange(ctx, tx, uuid);
    return uuid;
  });
}

const newTicketNumber = () => `421${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;

/**
 * Moves the direction in one transaction: new seats by booking's conditional UPDATE (the last seat goes to one exchange; the
 * other's payment fails uncharged), old seats back on sale, trip and prices rewritten, old tickets void, new numbers, mail queued.
 */
export async function carryOutExchange(ctx: FlightsContext, tx: Transaction, exchangeUuid: string): Promise<void> {
  await tx.query('SELECT 1 FROM flight_exchanges WHERE uuid = $1 FOR UPDATE', [exchangeUuid]);
  const full = await findExchange(tx, exchangeUuid);
  if (!full || full.status !== 'AWAITING_PAYMENT') throw errors.gone('Этот обмен уже завершён или отменён, деньги не списаны');
  const order = (await findOrder(tx, full.order_uuid))!;
  if (order.status !== 'TICKETED' || (await returnedTickets(tx, order.uuid)).some((t) => t.direction === full.direction)) {
    throw errors.gone('Билеты этого перелёта уже возвращены или заказ закрыт: обмен отменён, деньги не списаны');
  }
  const { details } = order;
  const oldIds = details.directions[full.direction]!.segments.map((s) => s.flightId);
  const newIds = full.new_flights.map((f) => f.flightId);
  const seated = details.passengers.adults + details.passengers.children;
  for (const flight of [...full.new_flights].filter((f) => !oldIds.includes(f.flightId)).sort((a, b) => a.flightId.localeCompare(b.flightId))) {
    if (!(await takeSeats(tx, details.cabin, flight, seated))) {
      throw errors.gone('На новом рейсе закончились места: обмен не состоялся, деньги не списаны, прежний билет действует');
    }
    await tx.query('INSERT INTO flight_order_seats (order_uuid, flight_id, cabin, seats) VALUES ($1, $2, $3, $4)', [
      order.uuid,
      flight.flightId,
      details.cabin,
      seated,
    ]);
  }
  await moveOrderSeats(
    tx,
    order.uuid,
    details.cabin,
    oldIds.filter((id) => !newIds.includes(id)),
    seated,
  );
  const directions = details.directions.map((d, i) => (i === full.direction ? full.new_direction : d));
  const prices = details.directionPrices ? details.directionPrices.map((p, i) => (i === full.direction ? full.new_prices : p)) : undefined;
  const updated: OfferDetails = {
    ...details,
    directions,
    // the order costs what its tickets cost now (§D Exchange: its price for that direction rewritten); what was paid stays in its payments
    ...(prices ? { directionPrices: prices, price: repriced(details.price, priceOfDirections(prices, details.passengers)) } : {}),
    flights: [...details.flights.filter((f) => !oldIds.includes(f.flightId)), ...full.new_flights],
    departureDate: directions[0]!.departureLocal.slice(0, 10),
    lastFlightDate: directions[directions.length - 1]!.segments.at(-1)!.departureLocal.slice(0, 10),
  };
  await updateOrderDetails(tx, order.uuid, updated);
  const tickets: NonNullable<ExchangeRow['old_tickets']> = [];
  for (const p of await orderPassengers(tx, order.uuid)) {
    const fresh = newTicketNumber();
    if (p.leg_ticket_numbers) {
      const legs = JSON.parse(p.leg_ticket_numbers) as string[];
      tickets.push({ passenger: p.position, oldTicketNumber: legs[full.direction]!, newTicketNumber: fresh });
      legs[full.direction] = fresh;
      await tx.query('UPDATE flight_order_passengers SET leg_ticket_numbers = $2, ticket_number = $3 WHERE id = $1', [p.id, JSON.stringify(legs), legs[0]!]);
    } else {
      tickets.push({ passenger: p.position, oldTicketNumber: p.ticket_number ?? '', newTicketNumber: fresh });
      await tx.query('UPDATE flight_order_passengers SET ticket_number = $2 WHERE id = $1', [p.id, fresh]);
    }
  }
  await finishExchange(tx, exchangeUuid, tickets);
  await sendExchangedMail(ctx, tx, order.uuid, tickets);
}

export function exchangeView(order: OrderRow, exchange: ExchangeRow): Exchange {
  const old = order.details.directions[exchange.direction]!;
  return {
    orderUuid: order.uuid,
    direction: exchange.direction,
    directionLabel: `${directionLabel(exchange.direction, order.details.directions)}: ${old.origin.city} — ${old.destination.city}`,
    newDirection: exchange.new_direction,
    fee: exchange.fee_rub,
    difference: exchange.difference_rub,
    amount: exchange.amount_rub,
    cheaperNote: null,
    currency: 'RUB',
    exchangeUuid: exchange.uuid,
    status: exchange.status,
    statusLabel: EXCHANGE_STATUS_LABELS[exchange.status],
    paymentUuid: exchange.payment_uuid,
    tickets: exchange.old_tickets ?? [],
    createdAt: new Date(exchange.created_at).toISOString(),
    finishedAt: exchange.finished_at ? new Date(exchange.finished_at).toISOString() : null,
  };
}

/** The order's price as the contract shows it, each line of its breakdown at the trip's new price per passenger. */
function repriced(shown: OfferDetails['price'], price: FarePrice): OfferDetails['price'] {
  return {
    ...shown,
    ...price,
    breakdown: shown.breakdown.map((line) => ({
      ...line,
      unitPrice: price.perPassenger[line.passengerType],
      amount: price.perPassenger[line.passengerType] * line.count,
    })),
  };
}
