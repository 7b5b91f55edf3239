import type { Queryable } from '../../db/database.js';
import type { OfferDetails } from '../offers/offer-details.js';
import { PASSENGER_SELECT_COLUMNS, type PassengerColumns } from '../passengers/passenger-columns.js';

export interface OrderRow {
  uuid: string;
  user_id: string | null;
  email: string;
  phone: string;
  status: 'BOOKED' | 'PAID' | 'TICKETED' | 'CANCELLED' | 'EXPIRED';
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
}

export interface PaymentRow {
  uuid: string;
  order_uuid: string;
  purpose: 'ORDER' | 'OPTION';
  option_code: string | null;
  description: string;
  amount_rub: number;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  created_at: Date;
  paid_at: Date | null;
}

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

export async function orderPassengers(db: Queryable, orderUuid: string): Promise<OrderPassengerRow[]> {
  const { rows } = await db.query<OrderPassengerRow>(
    `SELECT id, position, ${PASSENGER_SELECT_COLUMNS}, ticket_number
     FROM flight_order_passengers WHERE order_uuid = $1 ORDER BY position`,
    [orderUuid],
  );
  return rows;
}

export async function orderPayments(db: Queryable, orderUuid: string): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(
    'SELECT uuid, order_uuid, purpose, option_code, description, amount_rub, status, created_at, paid_at FROM payments WHERE order_uuid = $1 ORDER BY created_at, uuid',
    [orderUuid],
  );
  return rows;
}

/** The passengers of several orders in one query (a page of the profile list), by order uuid. */
export async function passengersOfOrders(db: Queryable, orderUuids: readonly string[]): Promise<Map<string, OrderPassengerRow[]>> {
  const { rows } = await db.query<OrderPassengerRow & { order_uuid: string }>(
    `SELECT order_uuid::text AS order_uuid, id, position, ${PASSENGER_SELECT_COLUMNS}, ticket_number
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

/** Every passenger of the order gets a ticket number, in passenger order, and the order is TICKETED. */
export async function ticketOrder(tx: Queryable, uuid: string, ticketNumber: () => string): Promise<void> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM flight_order_passengers WHERE order_uuid = $1 ORDER BY position', [uuid]);
  for (const row of rows) await tx.query('UPDATE flight_order_passengers SET ticket_number = $2 WHERE id = $1', [row.id, ticketNumber()]);
  await tx.query(`UPDATE flight_orders SET status = 'TICKETED', ticketed_at = now() WHERE uuid = $1`, [uuid]);
}
