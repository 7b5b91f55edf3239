import * as v from 'valibot';
import { readStoredJson, STORAGE_KEYS, writeStored } from './browser-storage';
import { UTM_QUERY_PARAMS } from '../contracts/request-conventions';

/** UTM data of product rules §3: campaign, medium, source. */
export interface UtmData {
  campaign?: string;
  medium?: string;
  source?: string;
}

const storedUtmSchema = v.object({
  campaign: v.optional(v.string()),
  medium: v.optional(v.string()),
  source: v.optional(v.string()),
});

const UTM_FIELDS = Object.keys(UTM_QUERY_PARAMS) as (keyof UtmData)[];

function utmFromQuery(search: string): UtmData | null {
  const params = new URLSearchParams(search);
  const utm: UtmData = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(UTM_QUERY_PARAMS[field])?.trim();
    if (value) utm[field] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

function utmFromStorage(): UtmData {
  return readStoredJson(STORAGE_KEYS.utm, storedUtmSchema) ?? {};
}

/**
 * Product rules §7: UTM parameters are taken from the page URL and saved to storage, otherwise
 * read from storage — so a campaign landing keeps being attributed on later pages.
 */
export function currentUtm(search: string = globalThis.location?.search ?? ''): UtmData {
  const fromUrl = utmFromQuery(search);
  if (fromUrl) {
    writeStored(STORAGE_KEYS.utm, JSON.stringify(fromUrl));
    return fromUrl;
  }
  return utmFromStorage();
}

/** The UTM data as request query parameters (`utm_campaign`, …), empty ones left out. */
export function utmQuery(utm: UtmData): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = utm[field];
    if (value) query[UTM_QUERY_PARAMS[field]] = value;
  }
  return query;
}
