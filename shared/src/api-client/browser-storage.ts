/**
 * The site's browser storage: the keys every area shares, and reads and writes that never throw,
 * so a disabled or full storage never breaks a request or the page.
 */
import * as v from 'valibot';
import keys from './storage-keys.json' with { type: 'json' };

/**
 * localStorage keys of product rules §9, in one place: every area reads the same token (`token`, the
 * bearer token of the signed-in user), the same UTM record (`utm`, campaign, medium and source as JSON,
 * captured from a landing URL) and the same cookie consent (`cookieConsent`, the date of consent).
 * Data, so the build writes them into the early script too (tooling/route-table.mjs).
 */
export const STORAGE_KEYS: Readonly<typeof keys> = keys;

/**
 * Storage can be disabled (private mode, a sandboxed iframe) or full. `local` is the browser's
 * localStorage (kept across visits), `session` its sessionStorage (this tab only).
 */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | undefined {
  // reading the property itself throws where storage is blocked
  return area === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
}

export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.setItem(key, value);
  } catch {
    // Storage unavailable or full: the value lives only in the page.
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}

/**
 * A stored JSON value read through `schema`, or null: nothing stored, storage unavailable, or text
 * that is not JSON of that shape (written by hand, by an older page or by another script). Such a
 * value reads as nothing; it is never shown half-broken and never throws.
 */
export function readStoredJson<TSchema extends v.GenericSchema>(key: string, schema: TSchema, area: StorageArea = 'local'): v.InferOutput<TSchema> | null {
  const text = readStored(key, area);
  if (!text) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
