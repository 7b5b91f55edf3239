import { readStored, STORAGE_KEYS, writeStored } from 'shared';

/** Product rules §9: localStorage `cookie_consent` holds the date of consent. Any stored value counts. */
export function hasCookieConsent(): boolean {
  return Boolean(readStored(STORAGE_KEYS.cookieConsent));
}

export function storeCookieConsent(now: Date = new Date()): void {
  writeStored(STORAGE_KEYS.cookieConsent, now.toISOString());
}
