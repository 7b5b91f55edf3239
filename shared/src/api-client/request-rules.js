// The names and rules every request between the site and the API follows: the API client and the API read this one
// module, and the shell's early script its storage keys (tooling/route-table.mjs#earlyBootTables). No imports, plain
// JavaScript, so the API's Node reads it as it is. Its types are request-rules.d.ts (the only ones checked).

/** localStorage keys of product rules §9 (the token, the UTM record as JSON, the cookie consent date): every area, the early script and e2e read them. */
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

/** The bearer token a stored value stands for: a blank one is none, and the request goes without. */
export function usableToken(stored) {
  return stored && stored.trim() ? stored : null;
}

/** A cookie's value (decoded where it can be) from a `document.cookie` string, or null when it is not there or empty. */
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
 * The UTM values the API client adds to every request (product rules §7): those the address gives, else those of the
 * stored record (a record of another shape counts as none); empty ones left out. `fromAddress`: the client stores them.
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
