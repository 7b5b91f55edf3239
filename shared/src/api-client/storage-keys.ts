/**
 * localStorage keys of spec §9, in one place: every area reads the same token,
 * the same UTM record and the same cookie consent.
 */
export const STORAGE_KEYS = {
  /** The bearer token of the signed-in user. */
  token: 'token',
  /** UTM data (campaign, medium, source) as JSON, captured from a landing URL. */
  utm: 'utm',
  /** Date string of the visitor's consent to cookies. */
  cookieConsent: 'cookie_consent',
} as const;

/** The cross-site request forgery cookie and the header that echoes it (spec §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The API path that only sets the XSRF cookie (team API convention). */
export const XSRF_PRIME_PATH = '/xsrf';

/** UTM query parameters added to every API request (spec §7). */
export const UTM_QUERY_PARAMS = {
  campaign: 'utm_campaign',
  medium: 'utm_medium',
  source: 'utm_source',
} as const;
