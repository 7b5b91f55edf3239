// The names and rules every request between the site and the API follows, in the one module the API
// client, the shell's early script and the API all read, so none keeps a copy of its own. No imports
// and plain ES5 functions on purpose: the early script's build writes these values and functions into
// it (tooling/route-table.mjs#withEarlyBootTables). Its types, literal ones, are request-rules.d.ts.

/**
 * localStorage keys of product rules §9: the bearer token of the signed-in user (`token`), the UTM
 * record (`utm`: campaign, medium and source as JSON, captured from a landing URL) and the date of
 * cookie consent (`cookieConsent`). Every area, the early script and e2e read these same keys.
 */
export const STORAGE_KEYS = { token: 'token', utm: 'utm', cookieConsent: 'cookie_consent' };

/** The cross-site request forgery cookie (set by the API, readable by scripts) and the header that echoes it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The API path that only sets the XSRF cookie. */
export const XSRF_PRIME_PATH = '/xsrf';
/** The methods that change state: the API refuses them without the header, and the client primes the cookie first. */
export const XSRF_CHECKED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Each UTM field and the query parameter it is added to every API request as (product rules §7). */
export const UTM_QUERY_PARAMS = { campaign: 'utm_campaign', medium: 'utm_medium', source: 'utm_source' };

/**
 * The bearer token a stored value stands for: a blank one is none, and the request goes without.
 * @param {string | null} stored
 * @returns {string | null}
 */
export function usableToken(stored) {
  return stored && stored.trim() ? stored : null;
}

/**
 * The key of an early request: a GET by its URL, any other by method, URL and the exact body text,
 * so only the very same request matches. A request that carried a token is kept under that token
 * too: after a sign-out or under another account it matches nothing, so one person's answer is never
 * shown to another.
 * @param {string} method
 * @param {string} url
 * @param {string | undefined} bodyText
 * @param {string | null} token
 * @returns {string}
 */
export function earlyRequestKey(method, url, bodyText, token) {
  var request = method === 'GET' ? url : method + ' ' + url + ' ' + (bodyText === undefined ? '' : bodyText);
  return token ? request + ' Bearer ' + token : request;
}

/**
 * A cookie's value (decoded where it can be) from a `document.cookie` string, or null when the cookie
 * is not there or empty.
 * @param {string} cookieString
 * @param {string} name
 * @returns {string | null}
 */
export function cookieValue(cookieString, name) {
  var parts = cookieString ? cookieString.split(';') : [];
  for (var i = 0; i < parts.length; i += 1) {
    var separator = parts[i].indexOf('=');
    if (separator < 0 || parts[i].slice(0, separator).trim() !== name) continue;
    var raw = parts[i].slice(separator + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch (error) {
      return raw;
    }
  }
  return null;
}

/**
 * The UTM values the API client adds to every request (product rules §7): those the page's address
 * gives a value; failing that, those of the stored record (JSON of campaign, medium and source; a
 * record of any other shape counts as none). Empty values are left out. `fromAddress` says the values
 * came from the address, which the client then stores for later pages.
 * @param {string} search the page's query string (`location.search`)
 * @param {string | null} storedText the stored UTM record as text, or null
 * @param {Record<string, string>} queryParams each UTM field and its query parameter (UTM_QUERY_PARAMS)
 * @returns {{ fromAddress: boolean, fields: Record<string, string> }}
 */
export function requestUtm(search, storedText, queryParams) {
  var address = new URLSearchParams(search);
  var fields = {};
  var fromAddress = false;
  var field;
  for (field in queryParams) {
    var value = (address.get(queryParams[field]) || '').trim();
    if (value) {
      fields[field] = value;
      fromAddress = true;
    }
  }
  if (fromAddress) return { fromAddress: true, fields: fields };
  var stored = null;
  try {
    stored = storedText ? JSON.parse(storedText) : null;
  } catch (error) {
    stored = null;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return { fromAddress: false, fields: fields };
  for (field in queryParams) {
    if (stored[field] === undefined) continue;
    if (typeof stored[field] !== 'string') return { fromAddress: false, fields: {} };
    if (stored[field]) fields[field] = stored[field];
  }
  return { fromAddress: false, fields: fields };
}
