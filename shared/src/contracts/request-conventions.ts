/**
 * What every request between the site and the API carries besides its body (product rules §7 and the
 * team API convention): one definition for the client that sends it and the API that checks it.
 */

/** The cross-site request forgery cookie and the header that echoes it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The API path that only sets the XSRF cookie. */
export const XSRF_PRIME_PATH = '/xsrf';

/** UTM query parameters added to every API request. */
export const UTM_QUERY_PARAMS = {
  campaign: 'utm_campaign',
  medium: 'utm_medium',
  source: 'utm_source',
} as const;
