import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import type { PaymentRow } from '../orders/order-store.js';

export interface AttemptRow {
  id: string;
  payment_uuid: string;
  method: 'CARD' | 'SBP';
  idempotency_key: string;
  request_fingerprint: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED';
  qr_payload: string | null;
  expires_at: Date;
  created_at: Date;
  finished_at: Date | null;
}

const ATTEMPT_COLUMNS = 'id, payment_uuid, method, idempotency_key, request_fingerprint, status, qr_payload, expires_at, created_at, finished_at';

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

export async function findAttemptByKey(db: Queryable, key: string): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(`SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE idempotency_key = $1`, [key]);
  return rows[0] ?? null;
}

export async function latestAttempt(db: Queryable, paymentUuid: string): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE payment_uuid = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [paymentUuid],
  );
  return rows[0] ?? null;
}

/** Inserts unless the key exists (a concurrent retry); returns null then. */
export async function insertAttempt(
  db: Queryable,
  attempt: { paymentUuid: string; method: 'CARD' | 'SBP'; key: string; fingerprint: string; qrPayload: string | null; ttlMinutes: number },
): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(
    `INSERT INTO payment_attempts (id, payment_uuid, method, idempotency_key, request_fingerprint, status, qr_payload, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, now() + make_interval(mins => $7))
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${ATTEMPT_COLUMNS}`,
    [randomUUID(), attempt.paymentUuid, attempt.method, attempt.key, attempt.fingerprint, attempt.qrPayload, attempt.ttlMinutes],
  );
  return rows[0] ?? null;
}

/** The payment for the order itself (there is exactly one per order; options have their own). */
export async function findOrderPayment(db: Queryable, orderUuid: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT uuid, order_uuid, purpose, option_code, description, amount_rub, status, created_at, paid_at FROM payments WHERE order_uuid = $1 AND purpose = 'ORDER'`,
    [orderUuid],
  );
  return rows[0] ?? null;
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
