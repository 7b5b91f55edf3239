// Plain ES5 on purpose: the shell's early script carries these same functions (its build writes the
// source in, tooling/route-table.mjs#withEarlyBootTables), so the requests it makes before any bundle
// has run are keyed and sent exactly as the API client's own (early-answers.ts, request-credentials.ts).

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
