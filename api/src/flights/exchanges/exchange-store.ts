import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import type { OfferDetails } from '../offers/offer-details.js';
import type { FarePrice } from '../pricing/pricing.js';
import type { DirectionView } from '../search/searches.js';

export interface ExchangeRow {
  uuid: string;
  order_uuid: string;
  direction: number;
  status: 'AWAITING_PAYMENT' | 'EXCHANGED' | 'CANCELLED';
  new_direction: DirectionView;
  new_prices: FarePrice['perPassenger'];
  new_flights: OfferDetails['flights'];
  fee_rub: number;
  difference_rub: number;
  amount_rub: number;
  payment_uuid: string | null;
  old_tickets: { passenger: number; oldTicketNumber: string; newTicketNumber: string }[] | null;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = `uuid, order_uuid, direction, status, new_direction, new_prices, new_flights, fee_rub, difference_rub, amount_rub,
  payment_uuid, old_tickets, created_at, finished_at`;

const parsed = (row: ExchangeRow): ExchangeRow => {
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    ...row,
    new_direction: json(row.new_direction),
    new_prices: json(row.new_prices),
    new_flights: json(row.new_flights),
    old_tickets: json(row.old_tickets),
  };
};

export async function findExchange(db: Queryable, uuid: string): Promise<ExchangeRow | null> {
  const { rows } = await db.query<ExchangeRow>(`SELECT ${COLUMNS} FROM flight_exchanges WHERE uuid = $1`, [uuid]);
  return rows[0] ? parsed(rows[0]) : null;
}

export async function findExchangeByPayment(db: Queryable, paymentUuid: string): Promise<ExchangeRow | null> {
  const { rows } = await db.query<ExchangeRow>(`SELECT ${COLUMNS} FROM flight_exchanges WHERE payment_uuid = $1`, [paymentUuid]);
  return rows[0] ? parsed(rows[0]) : null;
}

export async function exchangesOfOrder(db: Queryable, orderUuid: string): Promise<ExchangeRow[]> {
  const { rows } = await db.query<ExchangeRow>(`SELECT ${COLUMNS} FROM flight_exchanges WHERE order_uuid = $1 ORDER BY created_at, uuid`, [orderUuid]);
  return rows.map(parsed);
}

export async function insertExchange(
  tx: Queryable,
  exchange: Pick<
    ExchangeRow,
    'order_uuid' | 'direction' | 'new_direction' | 'new_prices' | 'new_flights' | 'fee_rub' | 'difference_rub' | 'amount_rub' | 'payment_uuid'
  >,
): Promise<string> {
  const uuid = randomUUID();
  await tx.query(
    `INSERT INTO flight_exchanges (uuid, order_uuid, direction, status, new_direction, new_prices, new_flights, fee_rub, difference_rub, amount_rub, payment_uuid)
     VALUES ($1, $2, $3, 'AWAITING_PAYMENT', $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, $9, $10)`,
    [
      uuid,
      exchange.order_uuid,
      exchange.direction,
      JSON.stringify(exchange.new_direction),
      JSON.stringify(exchange.new_prices),
      JSON.stringify(exchange.new_flights),
      exchange.fee_rub,
      exchange.difference_rub,
      exchange.amount_rub,
      exchange.payment_uuid,
    ],
  );
  return uuid;
}

export async function finishExchange(tx: Queryable, uuid: string, oldTickets: ExchangeRow['old_tickets']): Promise<void> {
  await tx.query(`UPDATE flight_exchanges SET status = 'EXCHANGED', old_tickets = $2::jsonb, finished_at = now() WHERE uuid = $1`, [
    uuid,
    JSON.stringify(oldTickets),
  ]);
}

/** An exchange still waiting for its payment is dropped, with its payment (nothing was charged). */
export async function cancelOpenExchange(db: Queryable, uuid: string): Promise<void> {
  await db.query(`UPDATE flight_exchanges SET status = 'CANCELLED', finished_at = now() WHERE uuid = $1 AND status = 'AWAITING_PAYMENT'`, [uuid]);
  await db.query(`UPDATE payments SET status = 'CANCELLED' WHERE status = 'PENDING' AND uuid = (SELECT payment_uuid FROM flight_exchanges WHERE uuid = $1)`, [
    uuid,
  ]);
}

/** The order's trip after the exchange (its directions, prices and flights) and what it costs now. */
export async function updateOrderDetails(tx: Queryable, orderUuid: string, details: OfferDetails): Promise<void> {
  await tx.query('UPDATE flight_orders SET details = $2::jsonb, total_rub = $3 WHERE uuid = $1', [orderUuid, JSON.stringify(details), details.price.total]);
}

/** The order holds seats on these flights instead of those (rows locked in flight_id order, as booking does). */
export async function moveOrderSeats(tx: Queryable, orderUuid: string, cabin: string, released: readonly string[], seats: number): Promise<void> {
  for (const flightId of [...released].sort()) {
    await tx.query('UPDATE flight_seats SET seats_left = seats_left + $3 WHERE flight_id = $1 AND cabin = $2', [flightId, cabin, seats]);
    await tx.query('DELETE FROM flight_order_seats WHERE order_uuid = $1 AND flight_id = $2 AND cabin = $3', [orderUuid, flightId, cabin]);
  }
}

export async function insertExchangePayment(tx: Queryable, payment: { orderUuid: string; description: string; amountRub: number }): Promise<string> {
  const uuid = randomUUID();
  await tx.query(`INSERT INTO payments (uuid, order_uuid, purpose, description, amount_rub, status) VALUES ($1, $2, 'EXCHANGE', $3, $4, 'PENDING')`, [
    uuid,
    payment.orderUuid,
    payment.description,
    payment.amountRub,
  ]);
  return uuid;
}
