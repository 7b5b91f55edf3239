import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../db/database.js';
import { errors } from '../../http/http-error.js';
import type { FlightsContext } from '../flights-module.js';
import { findOrderByIdempotencyKey, type OrderIdempotency } from './order-idempotency-store.js';

export const GUEST_KEY_OWNER = '';

/**
 * Creates an order at most once per Idempotency-Key, as payments do: a retry after a lost answer
 * (a 502 from the proxy, a dropped connection) with the same key and body gets the order the first
 * request stored; the same key with another body is 409. Keys are scoped to their owner, so
 * another account's key never finds someone else's order.
 */
export async function bookOnce(
  ctx: FlightsContext,
  request: { key: string | undefined; userId: string | null; body: unknown },
  book: (idempotency: OrderIdempotency | undefined) => Promise<string>,
): Promise<{ orderUuid: string; replayed: boolean }> {
  if (request.key === undefined) return { orderUuid: await book(undefined), replayed: false };
  const idempotency: OrderIdempotency = {
    ownerId: request.userId ?? GUEST_KEY_OWNER,
    key: request.key,
    fingerprint: createHash('sha256').update(JSON.stringify(request.body)).digest('hex'),
  };
  const replay = async () => {
    const stored = await findOrderByIdempotencyKey(ctx.db, idempotency.ownerId, idempotency.key);
    if (!stored) return null;
    if (stored.request_fingerprint !== idempotency.fingerprint) throw errors.conflict('Этот Idempotency-Key уже использован с другим заказом');
    return { orderUuid: stored.order_uuid, replayed: true };
  };
  const previous = await replay();
  if (previous) return previous;
  try {
    return { orderUuid: await book(idempotency), replayed: false };
  } catch (error) {
    // Lost a race with the same key: the winner's order is the answer.
    const raced = isUniqueViolation(error) ? await replay() : null;
    if (raced) return raced;
    throw error;
  }
}
