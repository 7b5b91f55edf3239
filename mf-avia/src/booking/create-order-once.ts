import type { MutableRefObject } from 'react';
import { createOrder, type CreateOrderRequest } from 'shared/flights';
import { isLostAnswer, newIdempotencyKey } from 'shared/idempotent-action';

/** The "book" action in progress: its body and key, kept while its answer may have been lost. */
export type PendingBooking = { body: string; key: string } | null;

/**
 * Books under one Idempotency-Key per action: a lost answer (no connection, a 5xx) is retried once
 * at once with the same key, and the key stays for the traveller's own retry of the same data, so
 * the API gives back the order it may already have stored instead of a second one holding seats.
 */
export async function createOrderOnce(body: CreateOrderRequest, pending: MutableRefObject<PendingBooking>) {
  const json = JSON.stringify(body);
  if (pending.current?.body !== json) pending.current = { body: json, key: newIdempotencyKey() };
  const { key } = pending.current;
  try {
    const order = await createOrder(body, key).catch((error: unknown) => {
      if (isLostAnswer(error)) return createOrder(body, key);
      throw error;
    });
    pending.current = null;
    return order;
  } catch (error) {
    if (!isLostAnswer(error)) pending.current = null;
    throw error;
  }
}
