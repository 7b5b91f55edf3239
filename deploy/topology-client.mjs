// What the deploy tests and benchmarks use with a running production topology: a browser-like API client through nginx, psql, and
// an offer with a known number of seats. Plain ESM, node: modules only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findPostgresBin } from './production.mjs';

/**
 * A browser-like client of the site's API through nginx: XSRF cookie and header, timing. A request
 * with no answer within `timeoutMs` (or a dropped connection) comes back as status 0.
 * @param {string} apiOrigin `${siteOrigin}/api` @param {number} timeoutMs
 */
export function apiClient(apiOrigin, timeoutMs) {
  /** @type {string | undefined} */
  let xsrf;
  /**
   * @param {string} method @param {string} apiPath
   * @param {{ json?: unknown, headers?: Record<string, string>, token?: string }} [options]
   */
  const request = async (method, apiPath, options = {}) => {
    if (!xsrf && method !== 'GET') {
      const prime = await fetch(`${apiOrigin}/xsrf`, { signal: AbortSignal.timeout(timeoutMs) });
      const cookie = /XSRF-TOKEN=([^;]+)/.exec(prime.headers.get('set-cookie') ?? '')?.[1];
      if (!cookie) throw new Error(`no XSRF cookie (${prime.status})`);
      xsrf = decodeURIComponent(cookie);
    }
    /** @type {Record<string, string>} */
    const headers = { ...options.headers };
    if (method !== 'GET' && xsrf) Object.assign(headers, { cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf });
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const started = Date.now();
    try {
      const response = await fetch(`${apiOrigin}${apiPath}`, {
        method,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      /** @type {any} */
      let body = text;
      try {
        body = JSON.parse(text);
      } catch {
        // HTML from nginx (502) stays text
      }
      return { status: response.status, body, headers: response.headers, ms: Date.now() - started };
    } catch (error) {
      return { status: 0, body: String(error), headers: new Headers(), ms: Date.now() - started };
    }
  };
  return { request };
}

/** SQL through Debian's psql, to look at what the API wrote. @param {string} databaseUrl @param {string} query */
export function psql(databaseUrl, query) {
  const bin = path.join(/** @type {string} */ (findPostgresBin()), 'psql');
  const result = spawnSync(bin, [databaseUrl, '-AtX', '-v', 'ON_ERROR_STOP=1', '-c', query], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * An offer on a flight that has exactly `seats` seats left (set in the database).
 * @param {ReturnType<typeof apiClient>} client @param {string} databaseUrl @param {number} seats @param {number} daysAhead
 */
export async function offerWithSeats(client, databaseUrl, seats, daysAhead) {
  const departure = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const [, month, day] = departure.split('-');
  const searchString = `MOW${day}${month}LED1`;
  const search = await client.request('POST', '/flights/searches?wait=true', { json: { searchString } });
  if (search.status !== 201) throw new Error(`search: ${search.status} ${JSON.stringify(search.body)}`);
  // The other process may answer the poll: it re-runs the search from its id, so poll until complete.
  let results;
  for (let poll = 0; poll < 100; poll += 1) {
    results = await client.request('GET', `/flights/searches/${search.body.searchId}?after=0`);
    if (results.status !== 200) throw new Error(`poll: ${results.status} ${JSON.stringify(results.body)}`);
    if (results.body.complete) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const direct = results?.body.items
    .filter((/** @type {any} */ item) => item.stops === 0)
    .sort((/** @type {any} */ a, /** @type {any} */ b) => a.price - b.price)[0];
  const offer = await client.request('POST', '/flights/offers', { json: { searchString, resultId: direct.id, fareCode: 'LIGHT' } });
  if (offer.status !== 201) throw new Error(`offer: ${offer.status} ${JSON.stringify(offer.body)}`);
  const flightId = offer.body.directions[0].segments[0].flightId;
  psql(
    databaseUrl,
    `INSERT INTO flight_seats (flight_id, cabin, departure_day, seats_left) VALUES ('${flightId}', 'economy', '${offer.body.departureDate}', ${seats})
       ON CONFLICT (flight_id, cabin) DO UPDATE SET seats_left = ${seats}`,
  );
  return { offerId: offer.body.offerId, flightId, searchString };
}
