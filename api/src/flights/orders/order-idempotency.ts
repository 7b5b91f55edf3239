import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../db/database.js';
import { errors } from '../../http/http-error.js';
import type { FlightsContext } from '../flights-module.js';
import { findOrderByIdempotencyKey, IdempotencyKeyTaken, type OrderIdempotency, type StoredIdempotency } from './order-idempotency-store.js';

export const GUEST_KEY_OWNER = '';

/**
 * Does an action at most once per Idempotency-Key, as payments do: a retry after a lost answer
 * (a 502 from the proxy, a dropped connection) with the same key and body gets what the first
 * request stored; the same key with another body is 409. Keys are scoped to their owner, so
 * another account's key never finds someone else's order.
 */
async function oncePerKey<T>(
  ctx: FlightsContext,
  request: { key: string; userId: string | null; body: unknown },
  act: (idempotency: OrderIdempotency) => Promise<T>,
  fromStored: (stored: StoredIdempotency) => T | null,
  conflict: string,
): Promise<{ result: T; replayed: boolean }> {
  const idempotency: OrderIdempotency = {
    ownerId: request.userId ?? GUEST_KEY_OWNER,
    key: request.key,
    fingerprint: createHash('sha256').update(JSON.stringify(request.body)).digest('hex'),
  };
  const replay = async () => {
    const stored = await findOrderByIdempotencyKey(ctx.db, idempotency.ownerId, idempotency.key);
    if (!stored) return null;
    const result = stored.request_fingerprint === idempotency.fingerprint ? fromStored(stored) : null;
    if (result === null) throw errors.conflict(conflict);
    return { result, replayed: true };
  };
  const previous = await replay();
  if (previous) return previous;
  try {
    return { result: await act(idempotency), replayed: false };
  } catch (error) {
    // Lost a race with the same key: the winner's result is the answer.
    const raced = isUniqueViolation(error) || error instanceof IdempotencyKeyTaken ? await replay() : null;
    if (raced) return raced;
    throw error;
  }
}

/** Creates an order at most once per Idempotency-Key (none: every request books). */
export async function bookOnce(
  ctx: FlightsContext,
  request: { key: string | undefined; userId: string | null; body: unknown },
  book: (idempotency: OrderIdempotency | undefined) => Promise<string>,
): Promise<{ orderUuid: string; replayed: boolean }> {
  const { key } = request;
  if (key === undefined) return { orderUuid: await book(undefined), replayed: false };
  const { result, replayed } = await oncePerKey(
    ctx,
    { ...request, key },
    book,
    (stored) => (stored.refund_uuid === null && stored.exchange_uuid === null ? stored.order_uuid : null),
    'Этот Idempotency-Key уже использован с другим заказом',
  );
  return { orderUuid: result, replayed };
}

/** Returns tickets at most once per Idempotency-Key; the key is tied to the order and the tickets asked for. */
export async function refundOnce(
  ctx: FlightsContext,
  request: { key: string; userId: string | null; orderUuid: string; body: unknown },
  refund: (idempotency: OrderIdempotency) => Promise<string>,
): Promise<{ refundUuid: string; replayed: boolean }> {
  const { result, replayed } = await oncePerKey(
    ctx,
    { key: request.key, userId: request.userId, body: { refundOf: request.orderUuid, body: request.body } },
    refund,
    (stored) => stored.refund_uuid,
    'Этот Idempotency-Key уже использован с другим запросом',
  );
  return { refundUuid: result, replayed };
}

/** Exchanges a ticket at most once per Idempotency-Key, tied to the order and the request. */
export async function exchangeOnce(
  ctx: FlightsContext,
  request: { key: string; userId: string | null; orderUuid: string; body: unknown },
  exchange: (idempotency: OrderIdempotency) => Promise<string>,
): Promise<{ exchangeUuid: string; replayed: boolean }> {
  const { result, replayed } = await oncePerKey(
    ctx,
    { key: request.key, userId: request.userId, body: { exchangeOf: request.orderUuid, body: request.body } },
    exchange,
    (stored) => stored.exchange_uuid,
    'Этот Idempotency-Key уже использован с другим запросом',
  );
  return { exchangeUuid: result, replayed };
}
