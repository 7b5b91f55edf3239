import * as v from 'valibot';
import { readStoredJson, writeStored } from 'shared';

/**
 * The area's own key: for each search an anonymous traveller asked to watch, the token that reads
 * the subscription's state (this device only; the token carries no personal data).
 */
export const PRICE_ALERT_WATCHES_KEY = 'avia_price_alert_watches';
/** Old entries go first when the list is full: a device rarely watches more searches than this. */
const MAX_WATCHES = 50;

const watchesSchema = v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.minLength(1), v.maxLength(200)));

/** Never throws: broken or foreign data in storage reads as "no watches". */
function readWatches(): Record<string, string> {
  return readStoredJson(PRICE_ALERT_WATCHES_KEY, watchesSchema) ?? {};
}

export function watchTokenOf(searchString: string): string | null {
  return readWatches()[searchString] ?? null;
}

export function rememberWatchToken(searchString: string, watchToken: string): void {
  const rest = Object.entries(readWatches()).filter(([key]) => key !== searchString);
  writeStored(PRICE_ALERT_WATCHES_KEY, JSON.stringify(Object.fromEntries([...rest.slice(-(MAX_WATCHES - 1)), [searchString, watchToken]])));
}

export function forgetWatchToken(searchString: string): void {
  const watches = readWatches();
  if (!(searchString in watches)) return;
  delete watches[searchString];
  writeStored(PRICE_ALERT_WATCHES_KEY, JSON.stringify(watches));
}
