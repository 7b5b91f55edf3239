import keys from './storage-keys.json' with { type: 'json' };

/**
 * localStorage keys of product rules §9, in one place: every area reads the same token (`token`, the
 * bearer token of the signed-in user), the same UTM record (`utm`, campaign, medium and source as JSON,
 * captured from a landing URL) and the same cookie consent (`cookieConsent`, the date of consent).
 * Data, so the build writes them into the early script too (tooling/route-table.mjs).
 */
export const STORAGE_KEYS: Readonly<typeof keys> = keys;
