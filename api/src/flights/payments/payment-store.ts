import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import type { PaymentRow } from '../orders/order-store.js';

export interface AttemptRow {
  id: string;
  payment_uuid: string;
  method: 'CARD' | 'SBP';
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED';
  qr_payload: string | null;
  expires_at: Date;
  created_at: Date;
  finished_at: Date | null;
}

const ATTEMPT_COLUMNS = 'id, payment_uuid, method, status, qr_payload, expires_at, created_at, finished_at';

export async function findPayment(db: Queryable, uuid: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    'SELECT uuid, order_uuid, purpose, option_code, description, amount_rub, status, created_at, paid_at FROM payments WHERE uuid = $1',
    [uuid],
  );
  return rows[0] ?? null;
}

export async function findAttempt(db: Queryable, id: string): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(`SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function latestAttempt(db: Queryable, paymentUuid: string): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE payment_uuid = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [paymentUuid],
  );
  return rows[0] ?? null;
}

/** A new pending attempt; its id. */
export async function insertAttempt(
  db: Queryable,
  attempt: { paymentUuid: string; method: 'CARD' | 'SBP'; qrPayload: string | null; ttlMinutes: number },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO payment_attempts (id, payment_uuid, method, status, qr_payload, expires_at)
     VALUES ($1, $2, $3, 'PENDING', $4, now() + make_interval(mins => $5))`,
    [id, attempt.paymentUuid, attempt.method, attempt.qrPayload, attempt.ttlMinutes],
  );
  return id;
}

/** The payment for the order itself (there is exactly one per order; options have their own). */
export async function findOrderPayment(db: Queryable, orderUuid: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT uuid, order_uuid, purpose, option_code, description, amount_rub, status, created_at, paid_at FROM payments WHERE order_uuid = $1 AND purpose = 'ORDER'`,
    [orderUuid],
  );
  return rows[0] ?? null;
}

/** The pending payment for the order itself, written with the order. */
export async function insertOrderPayment(db: Queryable, payment: { orderUuid: string; description: string; amountRub: number }): Promise<void> {
  await db.query(`INSERT INTO payments (uuid, order_uuid, purpose, description, amount_rub, status) VALUES ($1, $2, 'ORDER', $3, $4, 'PENDING')`, [
    randomUUID(),
    payment.orderUuid,
    payment.description,
    payment.amountRub,
  ]);
}

/** A pending extra payment for a paid option; a second one for the same option is a unique violation. */
export async function insertOptionPayment(
  db: Queryable,
  payment: { orderUuid: string; optionCode: string; description: string; amountRub: number },
): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO payments (uuid, order_uuid, purpose, option_code, description, amount_rub, status) VALUES ($1, $2, 'OPTION', $3, $4, $5, 'PENDING')`,
    [uuid, payment.orderUuid, payment.optionCode, payment.description, payment.amountRub],
  );
  return uuid;
}

/**
 * Cancels the pending payments of closed orders (only those of `purpose`, when given) and
 * expires every pending attempt of their payments.
 */
export async function closePendingPayments(tx: Queryable, orderUuids: readonly string[], purpose?: 'ORDER'): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = 'CANCELLED' WHERE order_uuid = ANY($1::uuid[]) AND status = 'PENDING'${purpose ? ' AND purpose = $2' : ''}`,
    purpose ? [[...orderUuids], purpose] : [[...orderUuids]],
  );
  await tx.query(
    `UPDATE payment_attempts SET status = 'EXPIRED', finished_at = now()
     WHERE status = 'PENDING' AND payment_uuid IN (SELECT uuid FROM payments WHERE order_uuid = ANY($1::uuid[]))`,
    [[...orderUuids]],
  );
}

/** A pending attempt fails; one already finished is left as it is. */
export async function failAttempt(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE payment_attempts SET status = 'FAILED', finished_at = now() WHERE id = $1 AND status = 'PENDING'`, [id]);
}

/** A pending attempt succeeds; false when it had already finished. */
export async function succeedAttempt(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query(`UPDATE payment_attempts SET status = 'SUCCEEDED', finished_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING id`, [
    id,
  ]);
  return rows.length > 0;
}

/** A pending payment is paid; false when it was not pending. */
export async function markPaymentPaid(tx: Queryable, uuid: string): Promise<boolean> {
  const { rows } = await tx.query(`UPDATE payments SET status = 'PAID', paid_at = now() WHERE uuid = $1 AND status = 'PENDING' RETURNING uuid`, [uuid]);
  return rows.length > 0;
}
