import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../db/database.js';
import { errors } from '../../http/http-error.js';
import { readIdempotencyKey } from '../../http/idempotency-key.js';
import type { AppContext } from '../../http/request-context.js';
import type { FlightsContext } from '../flights-context.js';
import { findKeyed, IdempotencyKeyTaken, type Idempotency, type KeyedAction } from './order-idempotency-store.js';

export const GUEST_KEY_OWNER = '';

export interface KeyedRequest {
  action: KeyedAction;
  /** What the action acts on (the order refunded or exchanged, the payment paid); none for booking. */
  of?: string;
  userId: string | null;
  body: unknown;
}

/** The request a key stands for: its body, with what it acts on. */
export function fingerprintOf(request: Pick<KeyedRequest, 'action' | 'of' | 'body'>): string {
  const subject = request.of === undefined ? request.body : { [`${request.action}Of`]: request.of, body: request.body };
  return createHash('sha256').update(JSON.stringify(subject)).digest('hex');
}

/**
 * Does a keyed POST (booking, paying, refunding, exchanging) at most once per Idempotency-Key: a retry after a lost
 * answer with the same key and body gets the first one's result (`Idempotent-Replayed: true`); another body or action is
 * 409. Keys are scoped to their owner (an account, or all guests). `act` records the key in its transaction; of two racing
 * requests, the loser answers with the winner's result. Booking may go without a key. Answers the uuid of what was made.
 */
export async function oncePerKey(
  c: AppContext,
  ctx: FlightsContext,
  request: KeyedRequest,
  act: (idempotency: Idempotency | undefined) => Promise<string>,
): Promise<string> {
  const key = readIdempotencyKey(c, request.action !== 'order');
  if (key === undefined) return act(undefined);
  const idempotency: Idempotency = { action: request.action, ownerId: request.userId ?? GUEST_KEY_OWNER, key, fingerprint: fingerprintOf(request) };
  const replay = async () => {
    const stored = await findKeyed(ctx.db, idempotency);
    if (!stored) return null;
    if (stored.fingerprint !== idempotency.fingerprint || stored.made === null) throw errors.conflict('Этот Idempotency-Key уже использован с другим запросом');
    c.header('Idempotent-Replayed', 'true');
    return stored.made;
  };
  const previous = await replay();
  if (previous) return previous;
  try {
    return await act(idempotency);
  } catch (error) {
    // Lost a race with the same key: the winner's result is the answer.
    const raced = isUniqueViolation(error) || error instanceof IdempotencyKeyTaken ? await replay() : null;
    if (raced) return raced;
    throw error;
  }
}
