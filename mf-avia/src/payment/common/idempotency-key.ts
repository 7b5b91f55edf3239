import { isApiError, readStored, removeStored, writeStored } from 'shared';

/** No answer came (no connection, a 5xx from the proxy or the API): the action may have happened; retry it with its key. */
export function isLostAnswer(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * A fresh Idempotency-Key (docs/product-rules.md §D Request conventions: 8–100 of A–Z a–z 0–9 _ - : .).
 * getRandomValues works on plain http too, where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const SBP_KEY_PREFIX = 'avia-sbp-key:';

/**
 * The key of the SBP payment of an order, kept in session storage: the QR page, opened again or
 * reloaded, asks with the same key and gets back the same QR code instead of starting a new one.
 */
export const sbpKeyStore = {
  read: (id: string): string | null => readStored(SBP_KEY_PREFIX + id, 'session'),
  // without storage a reload starts a new QR code, which is still one payment (one success per payment)
  write: (id: string, key: string): void => writeStored(SBP_KEY_PREFIX + id, key, 'session'),
  forget: (id: string): void => removeStored(SBP_KEY_PREFIX + id, 'session'),
};
