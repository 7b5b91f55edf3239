import { randomUUID } from 'node:crypto';
import type { Passenger } from 'shared/node';
import type { Queryable } from '../../db/database.js';
import type { Utm } from '../../http/request-context.js';
import type { OfferDetails } from '../offers/offer-details.js';
import type { StoredOffer } from '../offers/offer-store.js';
import { PASSENGER_SELECT_COLUMNS, passengerColumnValues, type PassengerColumns } from '../passengers/passenger-columns.js';

export interface OrderRow {
  uuid: string;
  user_id: string | null;
  email: string;
  phone: string;
  status: 'BOOKED' | 'PAID' | 'TICKETED' | 'CANCELLED' | 'EXPIRED' | 'REFUNDED';
  offer_id: string;
  search_string: string;
  cabin: string;
  total_rub: number;
  details: OfferDetails;
  utm_campaign: string | null;
  utm_medium: string | null;
  utm_source: string | null;
  payment_deadline: Date;
  created_at: Date;
  created_at_text: string;
  paid_at: Date | null;
  ticketed_at: Date | null;
  closed_at: Date | null;
}

export interface OrderPassengerRow extends PassengerColumns {
  id: string;
  position: number;
  ticket_number: string | null;
  /** JSON array of a multi-city trip's tickets, one per flight; null otherwise. */
  leg_ticket_numbers: string | null;
  /** The directions of this passenger returned, comma-separated; null when none. */
  returned_directions: string | null;
}

export interface PaymentRow {
  uuid: string;
  order_uuid: string;
  purpose: 'ORDER' | 'OPTION' | 'EXCHANGE';
  option_code: string | null;
  description: string;
  amount_rub: number;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  created_at: Date;
  paid_at: Date | null;
}

/** Which of a passenger's directions were returned, read with the passenger (no query of its own). */
const RETURNED_DIRECTIONS = `(SELECT string_agg(t.direction::text, ',' ORDER BY t.direction) FROM flight_refund_tickets t
  WHERE t.passenger_id = flight_order_passengers.id) AS returned_directions`;

const ORDER_COLUMNS = `uuid, user_id, email, phone, status, offer_id, search_string, cabin, total_rub, details,
  utm_campaign, utm_medium, utm_source, payment_deadline, created_at, created_at::text AS created_at_text, paid_at, ticketed_at, closed_at`;

function normalise(row: OrderRow): OrderRow {
  return { ...row, details: typeof row.details === 'string' ? (JSON.parse(row.details) as OfferDetails) : row.details };
}

export async function findOrder(db: Queryable, uuid: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM flight_orders WHERE uuid = $1`, [uuid]);
  return rows[0] ? normalise(rows[0]) : null;
}

/** A user's orders, newest first, after a cursor (`created_at` text + uuid of the last one seen). */
export async function listUserOrders(db: Queryable, userId: string, limit: number, cursor: { createdAt: string; uuid: string } | null): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM flight_orders
     WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, uuid) < ($2::timestamptz, $3::uuid))
     ORDER BY created_at DESC, uuid DESC LIMIT $4`,
    [userId, cursor?.createdAt ?? null, cursor?.uuid ?? null, limit],
  );
  return rows.map(normalise);
}

/** One order's passengers or payments: the query of several orders with one (the database spells a uuid in lower case). */
const ofOneOrder =
  <Row>(ofOrders: (db: Queryable, orderUuids: readonly string[]) => Promise<Map<string, Row[]>>) =>
  async (db: Queryable, orderUuid: string) =>
    (await ofOrders(db, [orderUuid.toLowerCase()])).get(orderUuid.toLowerCase())!;
export const orderPassengers = ofOneOrder(passengersOfOrders);
export const orderPayments = ofOneOrder(paymentsOfOrders);

/** The passengers of several orders in one query (a page of the profile list), by order uuid. */
export async function passengersOfOrders(db: Queryable, orderUuids: readonly string[]): Promise<Map<string, OrderPassengerRow[]>> {
  const { rows } = await db.query<OrderPassengerRow & { order_uuid: string }>(
    `SELECT order_uuid::text AS order_uuid, id, position, ${PASSENGER_SELECT_COLUMNS}, ticket_number, leg_ticket_numbers, ${RETURNED_DIRECTIONS}
     FROM flight_order_passengers WHERE order_uuid = ANY($1::uuid[]) ORDER BY order_uuid, position`,
    [[...orderUuids]],
  );
  return groupByOrder(orderUuids, rows, ({ order_uuid: _orderUuid, ...passenger }) => passenger);
}

/** The payments of several orders in one query, by order uuid. */
export async function paymentsOfOrders(db: Queryable, orderUuids: readonly string[]): Promise<Map<string, PaymentRow[]>> {
  const { rows } = await db.query<PaymentRow>(
    'SELECT uuid, order_uuid, purpose, option_code, description, amount_rub, status, created_at, paid_at FROM payments WHERE order_uuid = ANY($1::uuid[]) ORDER BY created_at, uuid',
    [[...orderUuids]],
  );
  return groupByOrder(orderUuids, rows, (payment) => payment);
}

function groupByOrder<Row extends { order_uuid: string }, Out>(orderUuids: readonly string[], rows: Row[], shape: (row: Row) => Out): Map<string, Out[]> {
  const groups = new Map<string, Out[]>(orderUuids.map((uuid) => [uuid, []]));
  for (const row of rows) groups.get(String(row.order_uuid))?.push(shape(row));
  return groups;
}

/** Guest orders under this e-mail join the account (after the account proved it owns the address). */
export async function attachGuestOrders(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query('UPDATE flight_orders SET user_id = $1 WHERE user_id IS NULL AND lower(email) = lower($2)', [userId, email]);
}

export async function countUserOrders(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM flight_orders WHERE user_id = $1', [userId]);
  return rows[0]?.n ?? 0;
}

/** Takes `seats` with a conditional UPDATE (`seats_left >= n`), so concurrent bookings never oversell; the first sale writes the flight's inventory. */
export async function takeSeats(tx: Queryable, cabin: string, flight: OfferDetails['flights'][number], seats: number): Promise<boolean> {
  await tx.query(
    `INSERT INTO flight_seats (flight_id, cabin, departure_day, seats_left) VALUES ($1, $2, $3::date, $4)
     ON CONFLICT (flight_id, cabin) DO NOTHING`,
    [flight.flightId, cabin, flight.departureDay, flight.seatsLeftBase],
  );
  const taken = await tx.query(
    'UPDATE flight_seats SET seats_left = seats_left - $3 WHERE flight_id = $1 AND cabin = $2 AND seats_left >= $3 RETURNING seats_left',
    [flight.flightId, cabin, seats],
  );
  return taken.rows.length > 0;
}

/** A new BOOKED order, payable until `paymentWindowMinutes` from now by the database clock. */
export async function insertOrder(
  tx: Queryable,
  order: { uuid: string; userId: string | null; email: string; phone: string; offer: StoredOffer; utm: Utm; paymentWindowMinutes: number },
): Promise<void> {
  const { details } = order.offer;
  await tx.query(
    `INSERT INTO flight_orders (uuid, user_id, email, phone, status, offer_id, search_string, cabin, total_rub, details,
       utm_campaign, utm_medium, utm_source, payment_deadline)
     VALUES ($1, $2, $3, $4, 'BOOKED', $5, $6, $7, $8, $9::jsonb, $10, $11, $12, now() + make_interval(mins => $13))`,
    [
      order.uuid,
      order.userId,
      order.email,
      order.phone,
      order.offer.id,
      details.searchString,
      details.cabin,
      order.offer.totalRub,
      JSON.stringify(details),
      order.utm.campaign ?? null,
      order.utm.medium ?? null,
      order.utm.source ?? null,
      order.paymentWindowMinutes,
    ],
  );
}

/** The seats the order holds on each flight, so cancelling or expiring it can give them back. */
export async function insertOrderSeats(tx: Queryable, orderUuid: string, cabin: string, flights: OfferDetails['flights'], seats: number): Promise<void> {
  for (const flight of flights) {
    await tx.query('INSERT INTO flight_order_seats (order_uuid, flight_id, cabin, seats) VALUES ($1, $2, $3, $4)', [orderUuid, flight.flightId, cabin, seats]);
  }
}

/** The order's passengers, in the order they were entered (their position). */
export async function insertOrderPassengers(tx: Queryable, orderUuid: string, passengers: readonly Passenger[]): Promise<void> {
  for (const [position, p] of passengers.entries()) {
    await tx.query(
      `INSERT INTO flight_order_passengers (id, order_uuid, position, passenger_type, gender, last_name, first_name, middle_name,
         birth_date, citizenship, document_type, document_number, document_expiry)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13::date)`,
      [randomUUID(), orderUuid, position, ...passengerColumnValues(p)],
    );
  }
}

/** Gives the seats of these orders back to the flights (one UPDATE per flight and cabin). */
export async function releaseSeats(tx: Queryable, orderUuids: readonly string[]): Promise<void> {
  if (orderUuids.length === 0) return;
  // Lock in flight_id order first, the order booking takes them in (no deadlock between the two).
  await tx.query(
    `SELECT 1 FROM flight_seats s
     WHERE (s.flight_id, s.cabin) IN (SELECT flight_id, cabin FROM flight_order_seats WHERE order_uuid = ANY($1::uuid[]))
     ORDER BY s.flight_id, s.cabin FOR UPDATE`,
    [[...orderUuids]],
  );
  await tx.query(
    `UPDATE flight_seats s SET seats_left = s.seats_left + released.seats
     FROM (SELECT flight_id, cabin, sum(seats)::integer AS seats FROM flight_order_seats
           WHERE order_uuid = ANY($1::uuid[]) GROUP BY flight_id, cabin) released
     WHERE s.flight_id = released.flight_id AND s.cabin = released.cabin`,
    [[...orderUuids]],
  );
}

/** Marks every unpaid order past its deadline EXPIRED; returns their uuids. */
export async function expireOverdue(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ uuid: string }>(
    `UPDATE flight_orders SET status = 'EXPIRED', closed_at = now()
     WHERE status = 'BOOKED' AND payment_deadline <= now() RETURNING uuid`,
  );
  return rows.map((r) => r.uuid);
}

/** Marks the order CANCELLED if it is still unpaid; false when it is not. */
export async function cancelUnpaidOrder(tx: Queryable, uuid: string): Promise<boolean> {
  const { rows } = await tx.query<{ uuid: string }>(
    `UPDATE flight_orders SET status = 'CANCELLED', closed_at = now() WHERE uuid = $1 AND status = 'BOOKED' RETURNING uuid`,
    [uuid],
  );
  return rows.length > 0;
}

/** A booked order still within its payment deadline is paid; false when it is not. */
export async function markOrderPaid(tx: Queryable, uuid: string): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE flight_orders SET status = 'PAID', paid_at = now() WHERE uuid = $1 AND status = 'BOOKED' AND payment_deadline > now() RETURNING uuid`,
    [uuid],
  );
  return rows.length > 0;
}

/** A ticket number per passenger in order, and the order TICKETED; on a multi-city trip (`legTickets` > 0) one per flight, the first as `ticket_number`. */
export async function ticketOrder(tx: Queryable, uuid: string, ticketNumber: () => string, legTickets: number): Promise<void> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM flight_order_passengers WHERE order_uuid = $1 ORDER BY position', [uuid]);
  for (const row of rows) {
    const numbers = Array.from({ length: Math.max(legTickets, 1) }, ticketNumber);
    await tx.query('UPDATE flight_order_passengers SET ticket_number = $2, leg_ticket_numbers = $3 WHERE id = $1', [
      row.id,
      numbers[0]!,
      legTickets > 0 ? JSON.stringify(numbers) : null,
    ]);
  }
  await tx.query(`UPDATE flight_orders SET status = 'TICKETED', ticketed_at = now() WHERE uuid = $1`, [uuid]);
}
