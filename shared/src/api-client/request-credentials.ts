/**
 * Everything an API request carries besides its body (product rules §7): the bearer token, the
 * stored UTM record and the XSRF cookie, each read, kept and dropped in this one place.
 */
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './browser-storage';
import { dropEarlyAnswersUnder } from './early-answers';
import { cookieValue, requestUtm } from './early-request-rules.js';
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

const UTM_FIELDS = Object.keys(UTM_QUERY_PARAMS) as (keyof UtmData)[];

/**
 * Product rules §7: UTM parameters are taken from the page URL and saved to storage, otherwise
 * read from storage — so a campaign landing keeps being attributed on later pages. The rule is
 * early-request-rules.js's, which the early script runs too.
 */
export function currentUtm(search: string = globalThis.location?.search ?? ''): UtmData {
  const utm = requestUtm(search, readStored(STORAGE_KEYS.utm), UTM_QUERY_PARAMS);
  if (utm.fromAddress) writeStored(STORAGE_KEYS.utm, JSON.stringify(utm.fields));
  return utm.fields;
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
