// A mixed load through the site's front (keyed bookings and payments, searches, reads, pages) with one API process
// stopped (SIGSTOP: hung, not dead), then continued: for stopped-process.test.mjs (nothing lost or doubled), the
// stopped-process bench (latencies), and the cluster's chaos test and bench (machines killed under it).
import { bookingBody } from './__tests__/booking-fixtures.mjs';

/**
 * @typedef {{ kind: 'booking' | 'payment' | 'search' | 'poll' | 'read' | 'profile' | 'page', status: number, started: number, ms: number }} Answer
 * @typedef {{ email: string, orderKey: string, payKey: string, status: number, orderUuid?: string, payStatus?: number, attemptId?: string }} Booking
 */

/**
 * A mixed load on `workers` loops of each kind: bookings paid with their own Idempotency-Keys as the pages do, searches
 * with polls, reads; with `token` the profile's orders, with `pageOrigin` pages and the registry. With `retryKeyed`, a
 * keyed POST without an answer or with a 5xx is sent again with its key after `Retry-After` (≤ 1 s), as the pages do.
 * `stop()` ends the loops and resolves with every answer and booking.
 * @param {{
 *   client: { request: (method: string, apiPath: string, options?: any) => Promise<{ status: number, body: any, ms: number }> },
 *   offerId: string, searchString: string, run: string, workers: number,
 *   token?: string, pageOrigin?: string, retryKeyed?: boolean, pageTimeoutMs?: number,
 * }} options
 */
export function mixedLoad({ client, offerId, searchString, run, workers, token, pageOrigin, retryKeyed = false, pageTimeoutMs = 45_000 }) {
  /** @type {Answer[]} */
  const answers = [];
  /** @type {Booking[]} */
  const bookings = [];
  let loading = true;
  /** @param {Answer['kind']} kind @param {string} method @param {string} apiPath @param {any} [options] */
  const ask = async (kind, method, apiPath, options) => {
    const started = Date.now();
    const answer = await client.request(method, apiPath, options);
    answers.push({ kind, status: answer.status, started, ms: answer.ms });
    return answer;
  };
  const failed = (/** @type {number} */ status) => status === 0 || status >= 500;
  /** A keyed POST, sent again with its key while it fails (with retryKeyed). @param {Answer['kind']} kind @param {string} apiPath @param {any} options */
  const keyed = async (kind, apiPath, options) => {
    let answer = await ask(kind, 'POST', apiPath, options);
    while (retryKeyed && failed(answer.status) && loading) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      answer = await ask(kind, 'POST', apiPath, options);
    }
    return answer;
  };
  const booker = async (/** @type {number} */ worker) => {
    for (let sequence = 0; loading; sequence += 1) {
      const id = `${run}-${worker}-${sequence}`;
      /** @type {Booking} */
      const booking = { email: `stop-${id}@example.ru`, orderKey: `stop-order-${id}`, payKey: `stop-pay-${id}`, status: 0 };
      bookings.push(booking);
      const booked = await keyed('booking', '/flights/orders', { json: bookingBody(offerId, booking.email), headers: { 'Idempotency-Key': booking.orderKey } });
      booking.status = booked.status;
      if (booked.status !== 201) continue;
      booking.orderUuid = booked.body.orderUuid;
      const paid = await keyed('payment', `/flights/orders/${booking.orderUuid}/payments`, {
        json: { method: 'card' },
        headers: { 'Idempotency-Key': booking.payKey },
      });
      booking.payStatus = paid.status;
      booking.attemptId = paid.body?.attemptId;
    }
  };
  /** A page (or the registry) through the site's front, as a browser loads it. @param {string} pagePath */
  const page = async (pagePath) => {
    const started = Date.now();
    let status = 0;
    try {
      const response = await fetch(`${pageOrigin}${pagePath}`, { signal: AbortSignal.timeout(pageTimeoutMs) });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // no answer: status 0
    }
    answers.push({ kind: 'page', status, started, ms: Date.now() - started });
  };
  const searcher = async () => {
    while (loading) {
      const search = await ask('search', 'POST', '/flights/searches', { json: { searchString } });
      if (search.status === 201) await ask('poll', 'GET', `/flights/searches/${search.body.searchId}?after=0`);
      await ask('read', 'GET', '/flights/places/MOW');
      if (token) await ask('profile', 'GET', '/profile/orders', { token });
      if (pageOrigin) {
        await page('/');
        await page('/remotes.json');
      }
    }
  };
  const load = Promise.all([...Array.from({ length: workers }, (_, worker) => booker(worker)), ...Array.from({ length: workers }, searcher)]);
  return {
    answers,
    bookings,
    stop: async () => {
      loading = false;
      await load;
      return { answers, bookings };
    },
  };
}

/**
 * The mixed load (above, without retries) while, after `warmupMs`, process `index` is stopped for
 * `stopMs`, then continued; the load goes on for `afterMs`.
 * @param {{
 *   site: { apiPid: (index: number) => number | undefined },
 *   client: { request: (method: string, apiPath: string, options?: any) => Promise<{ status: number, body: any, ms: number }> },
 *   offerId: string, searchString: string, run: string, index?: number,
 *   warmupMs: number, stopMs: number, afterMs: number, workers: number,
 * }} options
 */
export async function stopOneUnderLoad({ site, client, offerId, searchString, run, index = 0, warmupMs, stopMs, afterMs, workers }) {
  const load = mixedLoad({ client, offerId, searchString, run, workers });
  const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(warmupMs);
  const pid = /** @type {number} */ (site.apiPid(index));
  const stoppedAt = Date.now();
  process.kill(pid, 'SIGSTOP');
  let continuedAt;
  try {
    await sleep(stopMs);
  } finally {
    process.kill(pid, 'SIGCONT');
    continuedAt = Date.now();
  }
  await sleep(afterMs);
  const { answers, bookings } = await load.stop();
  return { answers, bookings, stoppedAt, continuedAt, finishedAt: Date.now() };
}

/** p50, p99, max and count of answer times. @param {number[]} times */
export function latencySummary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}
