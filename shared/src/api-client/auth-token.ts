import { readStored, removeStored, writeStored } from './browser-storage';
import { STORAGE_KEYS } from './storage-keys';

/** The one place that knows where the bearer token lives (localStorage `token`). */
export function readAuthToken(): string | null {
  const token = readStored(STORAGE_KEYS.token);
  return token && token.trim() ? token : null;
}

export function saveAuthToken(token: string): void {
  writeStored(STORAGE_KEYS.token, token);
}

export function removeAuthToken(): void {
  removeStored(STORAGE_KEYS.token);
}
