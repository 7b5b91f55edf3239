import type { Queryable } from '../../db/database.js';

/** Who may replay a key: the account, or every guest together (a guest's key is random and tied to the request's content). */
export interface OrderIdempotency {
  ownerId: string;
  key: string;
  fingerprint: string;
}

export async function findOrderByIdempotencyKey(db: Queryable, ownerId: string, key: string) {
  const { rows } = await db.query<{ order_uuid: string; request_fingerprint: string }>(
    'SELECT order_uuid, request_fingerprint FROM flight_order_idempotency_keys WHERE owner_id = $1 AND idempotency_key = $2',
    [ownerId, key],
  );
  return rows[0] ?? null;
}

/** In the booking's transaction: a second booking under the same key fails on the primary key and rolls back with its seats. */
export async function recordOrderIdempotencyKey(tx: Queryable, idempotency: OrderIdempotency, orderUuid: string): Promise<void> {
  await tx.query('INSERT INTO flight_order_idempotency_keys (owner_id, idempotency_key, request_fingerprint, order_uuid) VALUES ($1, $2, $3, $4)', [
    idempotency.ownerId,
    idempotency.key,
    idempotency.fingerprint,
    orderUuid,
  ]);
}
