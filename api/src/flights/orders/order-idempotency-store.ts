import type { Queryable } from '../../db/database.js';

/** What a keyed POST makes: an order (booking), or a refund, an exchange or a payment attempt of that order. */
export type KeyedAction = 'order' | 'refund' | 'exchange' | 'attempt';

/** The column that names what the key made (an order's key names only the order). */
const MADE_COLUMN = { refund: 'refund_uuid', exchange: 'exchange_uuid', attempt: 'payment_attempt_id' } as const;

/** Who may replay a key: the account, or every guest together (a guest's key is random and tied to the request's content). */
export interface Idempotency {
  action: KeyedAction;
  ownerId: string;
  key: string;
  fingerprint: string;
}

/** What a key made, and the fingerprint of the request that made it; null for an unused key. */
export async function findKeyed(db: Queryable, idempotency: Idempotency): Promise<{ fingerprint: string; made: string | null } | null> {
  const { rows } = await db.query<{
    request_fingerprint: string;
    order_uuid: string;
    refund_uuid: string | null;
    exchange_uuid: string | null;
    payment_attempt_id: string | null;
  }>(
    `SELECT request_fingerprint, order_uuid, refund_uuid, exchange_uuid, payment_attempt_id
     FROM flight_order_idempotency_keys WHERE owner_id = $1 AND idempotency_key = $2`,
    [idempotency.ownerId, idempotency.key],
  );
  const row = rows[0];
  if (!row) return null;
  const made =
    idempotency.action === 'order'
      ? (row.refund_uuid ?? row.exchange_uuid ?? row.payment_attempt_id)
        ? null
        : row.order_uuid
      : row[MADE_COLUMN[idempotency.action]];
  return { fingerprint: row.request_fingerprint, made };
}

/**
 * In the transaction of what the key makes: a second one under the same key fails on the primary
 * key and rolls back with everything it did (seats, a refund, an attempt).
 */
export async function recordIdempotencyKey(tx: Queryable, idempotency: Idempotency, orderUuid: string, madeUuid = orderUuid): Promise<void> {
  const made = (action: KeyedAction) => (idempotency.action === action ? madeUuid : null);
  await tx.query(
    `INSERT INTO flight_order_idempotency_keys (owner_id, idempotency_key, request_fingerprint, order_uuid, refund_uuid, exchange_uuid, payment_attempt_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [idempotency.ownerId, idempotency.key, idempotency.fingerprint, orderUuid, made('refund'), made('exchange'), made('attempt')],
  );
}

/** The key was used while this request waited for the order's lock: answer with what it made. */
export class IdempotencyKeyTaken extends Error {}

/** Inside the action's transaction, once it holds its locks: the key still unused, or IdempotencyKeyTaken. */
export async function assertKeyUnused(tx: Queryable, idempotency: Idempotency): Promise<void> {
  if (await findKeyed(tx, idempotency)) throw new IdempotencyKeyTaken();
}
