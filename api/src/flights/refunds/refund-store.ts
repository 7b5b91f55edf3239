import { randomUUID } from 'node:crypto';
import type { RefundRule, RefundStatus } from 'shared/node';
import type { Queryable } from '../../db/database.js';
import type { TicketRefund } from './refund-rules.js';

export interface RefundRow {
  uuid: string;
  order_uuid: string;
  status: RefundStatus;
  involuntary: boolean;
  amount_rub: number;
  tries: number;
  created_at: Date;
  finished_at: Date | null;
}

export interface RefundTicketRow {
  refund_uuid: string;
  passenger: number;
  direction: number;
  rule: RefundRule;
  fare_rub: number;
  extras_rub: number;
}

export interface RefundLineRow {
  id: string;
  refund_uuid: string;
  payment_uuid: string;
  method: 'CARD' | 'SBP';
  amount_rub: number;
  status: 'PENDING' | 'REFUNDED';
}

/** A paid payment of the order, how it was paid and how much of it earlier refunds owe back. */
export interface PaidPaymentRow {
  uuid: string;
  purpose: 'ORDER' | 'OPTION' | 'EXCHANGE';
  option_code: string | null;
  description: string;
  amount_rub: number;
  method: 'CARD' | 'SBP';
  refunded_rub: number;
}

const REFUND_COLUMNS = 'uuid, order_uuid, status, involuntary, amount_rub, tries, created_at, finished_at';

/** Holds the order while a refund is decided: a second refund or an option payment of it waits. */
export async function lockOrder(tx: Queryable, orderUuid: string): Promise<void> {
  await tx.query('SELECT 1 FROM flight_orders WHERE uuid = $1 FOR UPDATE', [orderUuid]);
}

export async function paidPayments(db: Queryable, orderUuid: string): Promise<PaidPaymentRow[]> {
  const { rows } = await db.query<PaidPaymentRow>(
    `SELECT p.uuid, p.purpose, p.option_code, p.description, p.amount_rub,
       coalesce((SELECT a.method FROM payment_attempts a WHERE a.payment_uuid = p.uuid AND a.status = 'SUCCEEDED'), 'CARD') AS method,
       coalesce((SELECT sum(l.amount_rub) FROM flight_refund_lines l WHERE l.payment_uuid = p.uuid), 0)::integer AS refunded_rub
     FROM payments p WHERE p.order_uuid = $1 AND p.status = 'PAID' ORDER BY p.created_at, p.uuid`,
    [orderUuid],
  );
  return rows;
}

/** Every ticket of the order already returned, by passenger position and direction. */
export async function returnedTickets(db: Queryable, orderUuid: string): Promise<RefundTicketRow[]> {
  const { rows } = await db.query<RefundTicketRow>(
    `SELECT t.refund_uuid, p.position AS passenger, t.direction, t.rule, t.fare_rub, t.extras_rub
     FROM flight_refund_tickets t JOIN flight_order_passengers p ON p.id = t.passenger_id
     WHERE p.order_uuid = $1 ORDER BY t.refund_uuid, p.position, t.direction`,
    [orderUuid],
  );
  return rows;
}

export async function refundsOfOrder(db: Queryable, orderUuid: string): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM flight_refunds WHERE order_uuid = $1 ORDER BY created_at, uuid`, [orderUuid]);
  return rows;
}

export async function findRefund(db: Queryable, uuid: string): Promise<RefundRow | null> {
  const { rows } = await db.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM flight_refunds WHERE uuid = $1`, [uuid]);
  return rows[0] ?? null;
}

export async function refundLines(db: Queryable, refundUuids: readonly string[]): Promise<RefundLineRow[]> {
  const { rows } = await db.query<RefundLineRow>(
    'SELECT id, refund_uuid, payment_uuid, method, amount_rub, status FROM flight_refund_lines WHERE refund_uuid = ANY($1::uuid[]) ORDER BY id',
    [[...refundUuids]],
  );
  return rows;
}

/** Writes a refund, its tickets (a ticket returned twice is a unique violation) and its money per payment. */
export async function insertRefund(
  tx: Queryable,
  refund: {
    orderUuid: string;
    involuntary: boolean;
    amount: number;
    tickets: readonly (TicketRefund & { passengerId: string })[];
    lines: readonly { paymentUuid: string; amount: number; method: 'CARD' | 'SBP' }[];
  },
): Promise<string> {
  const uuid = randomUUID();
  await tx.query(`INSERT INTO flight_refunds (uuid, order_uuid, status, involuntary, amount_rub) VALUES ($1, $2, 'REQUESTED', $3, $4)`, [
    uuid,
    refund.orderUuid,
    refund.involuntary,
    refund.amount,
  ]);
  for (const t of refund.tickets) {
    await tx.query('INSERT INTO flight_refund_tickets (passenger_id, direction, refund_uuid, rule, fare_rub, extras_rub) VALUES ($1, $2, $3, $4, $5, $6)', [
      t.passengerId,
      t.direction,
      uuid,
      t.rule,
      t.fare,
      t.extras,
    ]);
  }
  for (const line of refund.lines) {
    await tx.query(`INSERT INTO flight_refund_lines (id, refund_uuid, payment_uuid, method, amount_rub, status) VALUES ($1, $2, $3, $4, $5, 'PENDING')`, [
      randomUUID(),
      uuid,
      line.paymentUuid,
      line.method,
      line.amount,
    ]);
  }
  return uuid;
}

/**
 * Puts the returned passengers' seats back on sale on the flights not yet flown, and the order
 * holds that many fewer (rows locked in flight_id order, as booking takes them).
 */
export async function releaseReturnedSeats(tx: Queryable, orderUuid: string, cabin: string, flightIds: readonly string[], seats: number): Promise<void> {
  if (seats === 0) return;
  for (const flightId of [...flightIds].sort()) {
    await tx.query('UPDATE flight_seats SET seats_left = seats_left + $3 WHERE flight_id = $1 AND cabin = $2', [flightId, cabin, seats]);
    await tx.query('UPDATE flight_order_seats SET seats = seats - $4 WHERE order_uuid = $1 AND flight_id = $2 AND cabin = $3', [
      orderUuid,
      flightId,
      cabin,
      seats,
    ]);
  }
}

/** The order is REFUNDED once every ticket of it is returned. */
export async function closeOrderWhenAllReturned(tx: Queryable, orderUuid: string, tickets: number): Promise<void> {
  await tx.query(
    `UPDATE flight_orders SET status = 'REFUNDED', closed_at = now() WHERE uuid = $1 AND status = 'TICKETED'
       AND (SELECT count(*) FROM flight_refund_tickets t JOIN flight_order_passengers p ON p.id = t.passenger_id WHERE p.order_uuid = $1) >= $2`,
    [orderUuid, tickets],
  );
}

/** A try of the refund starts; false when it is already finished. */
export async function startRefundTry(db: Queryable, uuid: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE flight_refunds SET status = 'PROCESSING', tries = tries + 1 WHERE uuid = $1 AND status IN ('REQUESTED', 'PROCESSING') RETURNING uuid`,
    [uuid],
  );
  return rows.length > 0;
}

export async function markLineRefunded(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE flight_refund_lines SET status = 'REFUNDED', refunded_at = now() WHERE id = $1 AND status = 'PENDING'`, [id]);
}

/** The refund ends as `status`; false when it had already ended (a replayed job). */
export async function finishRefund(tx: Queryable, uuid: string, status: 'REFUNDED' | 'FAILED'): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE flight_refunds SET status = $2, finished_at = now() WHERE uuid = $1 AND status IN ('REQUESTED', 'PROCESSING') RETURNING uuid`,
    [uuid, status],
  );
  return rows.length > 0;
}

/** Whether anything of the order was returned: then its extras can no longer be bought or paid. */
export async function hasRefunds(db: Queryable, orderUuid: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM flight_refunds WHERE order_uuid = $1 LIMIT 1', [orderUuid]);
  return rows.length > 0;
}
