import { readStored, removeStored, writeStored } from 'shared';

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
