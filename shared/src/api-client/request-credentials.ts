/**
 * Everything an API request carries besides its body (product rules §7): the bearer token, the
 * stored UTM record and the XSRF cookie, each read, kept and dropped in this one place.
 */
import * as v from 'valibot';
import { readStored, readStoredJson, removeStored, STORAGE_KEYS, writeStored } from './browser-storage';
import { dropEarlyAnswersUnder } from './early-answers';
import { cookieValue } from './early-request-rules.js';
import { UTM_QUERY_PARAMS, XSRF_COOKIE } from '../contracts/request-conventions';

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

/** The XSRF-TOKEN cookie value (set by the API, readable by scripts), or null; read as the early script reads it. */
export function readXsrfCookie(cookieString: string = globalThis.document?.cookie ?? ''): string | null {
  return cookieValue(cookieString, XSRF_COOKIE);
}
