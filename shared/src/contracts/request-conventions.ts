/**
 * What every request between the site and the API carries besides its body (product rules §7 and the
 * team API convention): one definition for the client that sends it and the API that checks it. The
 * names are data (request-conventions.json) so the build writes them into the early script too.
 */
import conventions from './request-conventions.json' with { type: 'json' };

/** The cross-site request forgery cookie and the header that echoes it. */
export const XSRF_COOKIE = conventions.xsrfCookie;
export const XSRF_HEADER = conventions.xsrfHeader;
/** The API path that only sets the XSRF cookie. */
export const XSRF_PRIME_PATH = conventions.xsrfPrimePath;

/** UTM query parameters added to every API request. */
export const UTM_QUERY_PARAMS: Readonly<typeof conventions.utmQueryParams> = conventions.utmQueryParams;
