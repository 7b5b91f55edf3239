import type { Queryable } from '../../db/database.js';

/** Who may replay a key: the account, or every guest together (a guest's key is random and tied to the request's content). */
export interface OrderIdempotency {
  ownerId: string;
  key: string;
  fingerprint: string;
}

/** What a key made: an order (booking), or a refund or an exchange of that order. */
export interface StoredIdempotency {
  order_uuid: string;
  refund_uuid: string | null;
  exchange_uuid: string | null;
  request_fingerprint: string;
}

export async function findOrderByIdempotencyKey(db: Queryable, ownerId: string, key: string): Promise<StoredIdempotency | null> {
  const { rows } = await db.query<StoredIdempotency>(
    'SELECT order_uuid, refund_uuid, exchange_uuid, request_fingerprint FROM flight_order_idempotency_keys WHERE owner_id = $1 AND idempotency_key = $2',
    [ownerId, key],
  );
  return rows[0] ?? null;
}

/**
 * In the transaction of what the key makes: a second one under the same key fails on the primary
 * key and rolls back with everything it did (seats, a refund).
 */
export async function recordOrderIdempotencyKey(
  tx: Queryable,
  idempotency: OrderIdempotency,
  orderUuid: string,
  made: { refundUuid?: string; exchangeUuid?: string } = {},
): Promise<void> {
  await tx.query(
    `INSERT INTO flight_order_idempotency_keys (owner_id, idempotency_key, request_fingerprint, order_uuid, refund_uuid, exchange_uuid)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [idempotency.ownerId, idempotency.key, idempotency.fingerprint, orderUuid, made.refundUuid ?? null, made.exchangeUuid ?? null],
  );
}

/** The key was used while this request waited for the order's lock: answer with what it made. */
export class IdempotencyKeyTaken extends Error {}

/** Inside the action's transaction, once it holds its locks: the key still unused, or IdempotencyKeyTaken. */
export async function assertKeyUnused(tx: Queryable, idempotency: OrderIdempotency): Promise<void> {
  if (await findOrderByIdempotencyKey(tx, idempotency.ownerId, idempotency.key)) throw new IdempotencyKeyTaken();
}
