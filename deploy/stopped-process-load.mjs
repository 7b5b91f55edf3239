// One API process stopped (SIGSTOP: hung, not dead) under booking and search load through nginx,
// then continued (SIGCONT). Shared by deploy/__tests__/stopped-process.test.mjs, which checks that
// nothing was lost or doubled, and deploy/stopped-process-bench.mjs, which prints the latencies.
import { bookingBody } from './__tests__/booking-fixtures.mjs';

/**
 * @typedef {{ kind: 'booking' | 'payment' | 'search' | 'poll' | 'read', status: number, started: number, ms: number }} Answer
 * @typedef {{ email: string, orderKey: string, payKey: string, status: number, orderUuid?: string, payStatus?: number, attemptId?: string }} Booking
 */

/**
 * Bookings (each with its Idempotency-Key, then paid with its own key, as the booking and payment
 * pages do), searches with their polls and plain reads run on `workers` loops each; after `warmupMs`
 * process `index` is stopped for `stopMs`, then continued, and the load goes on for `afterMs`.
 * @param {{
 *   site: { apiPid: (index: number) => number | undefined },
 *   client: { request: (method: string, apiPath: string, options?: any) => Promise<{ status: number, body: any, ms: number }> },
 *   offerId: string, searchString: string, run: string, index?: number,
 *   warmupMs: number, stopMs: number, afterMs: number, workers: number,
 * }} options
 */
export async function stopOneUnderLoad({ site, client, offerId, searchString, run, index = 0, warmupMs, stopMs, afterMs, workers }) {
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
  const booker = async (/** @type {number} */ worker) => {
    for (let sequence = 0; loading; sequence += 1) {
      const id = `${run}-${worker}-${sequence}`;
      /** @type {Booking} */
      const booking = { email: `stop-${id}@example.ru`, orderKey: `stop-order-${id}`, payKey: `stop-pay-${id}`, status: 0 };
      bookings.push(booking);
      const booked = await ask('booking', 'POST', '/flights/orders', {
        json: bookingBody(offerId, booking.email),
        headers: { 'Idempotency-Key': booking.orderKey },
      });
      booking.status = booked.status;
      if (booked.status !== 201) continue;
      booking.orderUuid = booked.body.orderUuid;
      const paid = await ask('payment', 'POST', `/flights/orders/${booking.orderUuid}/payments`, {
        json: { method: 'card' },
        headers: { 'Idempotency-Key': booking.payKey },
      });
      booking.payStatus = paid.status;
      booking.attemptId = paid.body?.attemptId;
    }
  };
  const searcher = async () => {
    while (loading) {
      const search = await ask('search', 'POST', '/flights/searches', { json: { searchString } });
      if (search.status === 201) await ask('poll', 'GET', `/flights/searches/${search.body.searchId}?after=0`);
      await ask('read', 'GET', '/flights/places/MOW');
    }
  };
  const load = Promise.all([...Array.from({ length: workers }, (_, worker) => booker(worker)), ...Array.from({ length: workers }, searcher)]);
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
  loading = false;
  await load;
  return { answers, bookings, stoppedAt, continuedAt, finishedAt: Date.now() };
}

/** p50, p99, max and count of answer times. @param {number[]} times */
export function latencySummary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}
