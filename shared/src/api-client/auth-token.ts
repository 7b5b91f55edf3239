import { readStored, removeStored, STORAGE_KEYS, writeStored } from './browser-storage';
import { dropEarlyAnswersUnder } from './early-answers';

/** The one place that knows where the bearer token lives (localStorage `token`). */
export function readAuthToken(): string | null {
  const token = readStored(STORAGE_KEYS.token);
  return token && token.trim() ? token : null;
}

export function saveAuthToken(token: string): void {
  leaveToken(token);
  writeStored(STORAGE_KEYS.token, token);
}

export function removeAuthToken(): void {
  leaveToken(null);
  removeStored(STORAGE_KEYS.token);
}

/** What was asked early under the stored token goes with it when another (or none) takes its place. */
function leaveToken(next: string | null): void {
  const current = readAuthToken();
  if (current && current !== next) dropEarlyAnswersUnder(current);
}
