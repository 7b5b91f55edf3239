// The cluster's chaos checks under a mixed load (deploy/stopped-process-load.mjs): what each fault
// did, measured. deploy/__tests__/cluster.test.mjs asserts on it; deploy/cluster/cluster-bench.mjs
// prints it. Every fault is bounded in time and stays between the cluster's namespaces.
import { randomUUID } from 'node:crypto';
import { apiClient, offerWithSeats, psql } from '../topology-client.mjs';
import { mixedLoad } from '../stopped-process-load.mjs';
import { bookingBody } from '../__tests__/booking-fixtures.mjs';
import { waitUntil } from './database.mjs';

const DEMO = { email: 'demo@example.ru', password: 'demo-password-2025' };
/** Any request through the front gets an answer within this, whatever is killed behind it. */
export const ANSWER_WITHIN_MS = 45_000;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {Awaited<ReturnType<typeof import('./cluster.mjs').startCluster>>} Cluster */
/** @typedef {import('../stopped-process-load.mjs').Answer} Answer */
/** @typedef {import('../stopped-process-load.mjs').Booking} Booking */

/** A client through the front, the demo user's token and an offer with plenty of seats. @param {Cluster} cluster */
export async function prepareLoad(cluster) {
  const client = apiClient(cluster.apiOrigin, ANSWER_WITHIN_MS);
  const signIn = await client.request('POST', '/private/login_check', { json: DEMO });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  const { offerId, searchString } = await offerWithSeats(client, await cluster.primaryUrl(), 100_000, 47);
  return { client, token: /** @type {string} */ (signIn.body.token), offerId, searchString };
}

/** @param {Answer[]} answers */
const failedAnswers = (answers) => answers.filter((answer) => answer.status === 0 || answer.status >= 500);

/**
 * What the database holds for a run's bookings, from the current primary: the orders by e-mail, any
 * stored twice, those acknowledged but missing, and whether each order and payment is whole.
 * @param {Cluster} cluster @param {string} run @param {Booking[]} bookings
 */
export async function storedOrders(cluster, run, bookings) {
  const url = await cluster.primaryUrl();
  const rows = psql(
    url,
    `SELECT o.email, o.uuid, (SELECT count(*) FROM flight_order_passengers p WHERE p.order_uuid = o.uuid)
       FROM flight_orders o WHERE o.email LIKE 'stop-${run}-%'`,
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));
  const byEmail = new Map(rows.map(([email, uuid]) => [email, uuid]));
  const acknowledged = bookings.filter((booking) => booking.status === 201);
  const paid = acknowledged.filter((booking) => booking.payStatus === 201 || booking.payStatus === 200);
  const attempts = psql(
    url,
    `SELECT count(*) || ' ' || count(DISTINCT k.idempotency_key) FROM payment_attempts a JOIN payments p ON p.uuid = a.payment_uuid
       JOIN flight_order_idempotency_keys k ON k.payment_attempt_id = a.id
       JOIN flight_orders o ON o.uuid = p.order_uuid WHERE o.email LIKE 'stop-${run}-%'`,
  ).split(' ');
  return {
    stored: rows.length,
    storedTwice: rows.length - byEmail.size,
    /** acknowledged (201) but not in the database, or under another order */
    lost: acknowledged.filter((booking) => byEmail.get(booking.email) !== booking.orderUuid).map((booking) => booking.email),
    /** orders without their passenger: half written */
    halfWritten: rows.filter(([, , passengers]) => passengers !== '1').map(([email]) => email),
    acknowledged: acknowledged.length,
    paid: paid.length,
    paymentAttempts: Number(attempts[0]),
    paymentKeys: Number(attempts[1]),
  };
}

/**
 * Kills the primary's machine under load: Patroni promotes the synchronous standby. Bookings and
 * payments are sent again with their keys while they fail (as the pages do after Retry-After).
 * Then the old primary's machine is started again and rejoins as the synchronous standby.
 * @param {Cluster} cluster @param {Awaited<ReturnType<typeof prepareLoad>>} prepared
 */
export async function killPrimary(cluster, prepared, { workers = 3, warmupMs = 3000, afterMs = 3000 } = {}) {
  const run = randomUUID().slice(0, 8);
  const before = await cluster.currentPrimary();
  const load = mixedLoad({ ...prepared, run, workers, retryKeyed: true });
  await sleep(warmupMs);
  const killedAt = Date.now();
  cluster.kill(/** @type {'db1' | 'db2'} */ (before));
  // writes again: a booking sent after the kill and acknowledged
  const writesAgain = await waitUntil(
    async () => load.answers.some((answer) => answer.kind === 'booking' && answer.status === 201 && answer.started >= killedAt),
    60_000,
    100,
  );
  const firstWrite = load.answers
    .filter((answer) => answer.kind === 'booking' && answer.status === 201 && answer.started >= killedAt)
    .map((answer) => answer.started + answer.ms)
    .sort((a, b) => a - b)[0];
  await sleep(afterMs);
  const { answers, bookings } = await load.stop();
  const after = await cluster.currentPrimary();
  const stored = await storedOrders(cluster, run, bookings);
  // the old primary's machine back: it rejoins as the synchronous standby
  const restartedAt = Date.now();
  cluster.restartDatabase(/** @type {'db1' | 'db2'} */ (before));
  const rejoined = await waitUntil(() => cluster.isSyncStandby(/** @type {'db1' | 'db2'} */ (before)), 90_000, 500);
  return {
    run,
    before,
    after,
    rejoinedSeconds: rejoined ? (Date.now() - restartedAt) / 1000 : Infinity,
    writesAgainSeconds: writesAgain && firstWrite ? (firstWrite - killedAt) / 1000 : Infinity,
    answers,
    bookings,
    stored,
  };
}

/**
 * Kills one app host's machine under load: the front balancer must send everything to the other.
 * Keyed POSTs are not sent again by the client here: only the balancer may.
 * @param {Cluster} cluster @param {Awaited<ReturnType<typeof prepareLoad>>} prepared @param {'app1' | 'app2'} host
 */
export async function killAppHost(cluster, prepared, host, { workers = 3, warmupMs = 3000, downMs = 8000, burstSize = 10, burstLeadMs = 40 } = {}) {
  const run = randomUUID().slice(0, 8);
  const load = mixedLoad({ ...prepared, run, workers, pageOrigin: cluster.siteOrigin });
  await sleep(warmupMs);
  // Requests surely in flight when the host dies: a burst of keyed bookings and reads sent just
  // before the kill, half of them to the host that dies (leastconn), which must be sent again.
  /** @type {Booking[]} */
  const burstBookings = [];
  /** @type {Answer[]} */
  const burstAnswers = [];
  /** @param {Answer['kind']} kind @param {string} method @param {string} apiPath @param {any} [options] */
  const burstAsk = async (kind, method, apiPath, options) => {
    const started = Date.now();
    const answer = await prepared.client.request(method, apiPath, options);
    burstAnswers.push({ kind, status: answer.status, started, ms: answer.ms });
    return answer;
  };
  const burst = Array.from({ length: burstSize }, async (_, index) => {
    /** @type {Booking} */
    const booking = { email: `stop-${run}-burst-${index}@example.ru`, orderKey: `burst-${run}-${index}`, payKey: '', status: 0 };
    burstBookings.push(booking);
    const [booked] = await Promise.all([
      burstAsk('booking', 'POST', '/flights/orders', { json: bookingBody(prepared.offerId, booking.email), headers: { 'Idempotency-Key': booking.orderKey } }),
      burstAsk('profile', 'GET', '/profile/orders', { token: prepared.token }),
    ]);
    booking.status = booked.status;
    booking.orderUuid = booked.body?.orderUuid;
  });
  await sleep(burstLeadMs);
  const killedAt = Date.now();
  cluster.kill(host);
  await Promise.all(burst);
  await sleep(downMs);
  const { answers: loadAnswers, bookings: loadBookings } = await load.stop();
  const answers = [...loadAnswers, ...burstAnswers];
  const bookings = [...loadBookings, ...burstBookings];
  const during = answers.filter((answer) => answer.started + answer.ms >= killedAt);
  const keyedKinds = new Set(['booking', 'payment']);
  const unkeyedPosts = new Set(['search']);
  return {
    run,
    killedAt,
    /** the burst's requests still unanswered when the host died (those that had to be sent again) */
    burstInFlight: burstAnswers.filter((answer) => answer.started + answer.ms > killedAt).length,
    answers,
    during,
    /** every request answered after the kill that got no answer or a 5xx */
    failed: failedAnswers(during),
    failedKeyed: failedAnswers(during.filter((answer) => keyedKinds.has(answer.kind))),
    /** pages and GETs: never failed */
    failedReads: failedAnswers(during.filter((answer) => !keyedKinds.has(answer.kind) && !unkeyedPosts.has(answer.kind))),
    bookings,
    stored: await storedOrders(cluster, run, bookings),
  };
}

/**
 * Cuts the network between an app host and both database machines under load, then restores it.
 * During the cut a keyed booking sent straight to that host (not through the front) must be refused
 * and not stored; after it the same key books once.
 * @param {Cluster} cluster @param {Awaited<ReturnType<typeof prepareLoad>>} prepared @param {'app1' | 'app2'} host
 */
export async function cutHostFromDatabase(cluster, prepared, host, { workers = 3, warmupMs = 3000, cutMs = 12_000 } = {}) {
  const run = randomUUID().slice(0, 8);
  const load = mixedLoad({ ...prepared, run, workers });
  const direct = apiClient(`${cluster.host(host).ownOrigin}/api`, ANSWER_WITHIN_MS);
  const directKey = `cut-${run}`;
  const directBooking = () =>
    direct.request('POST', '/flights/orders', { json: bookingBody(prepared.offerId, `cut-${run}@example.ru`), headers: { 'Idempotency-Key': directKey } });
  await sleep(warmupMs);
  const cutAt = Date.now();
  cluster.cutDatabase(host, true);
  /** @type {Awaited<ReturnType<typeof directBooking>> | undefined} */
  let duringCut;
  let notReadyWithinMs = Infinity;
  try {
    // the host says it is not ready (the front takes it out), and refuses a write
    if (await waitUntil(async () => !(await cluster.hostReady(host)), cutMs, 200)) notReadyWithinMs = Date.now() - cutAt;
    duringCut = await directBooking();
    await sleep(Math.max(0, cutAt + cutMs - Date.now()));
  } finally {
    cluster.cutDatabase(host, false);
  }
  const restoredAt = Date.now();
  const recovered = await waitUntil(() => cluster.hostReady(host), 30_000, 200);
  const recoveredMs = Date.now() - restoredAt;
  const storedDuringCut = psql(await cluster.primaryUrl(), `SELECT count(*) FROM flight_orders WHERE email = 'cut-${run}@example.ru'`);
  const afterCut = await directBooking();
  const again = await directBooking();
  await sleep(3000); // the front has the host back
  const { answers, bookings } = await load.stop();
  return {
    run,
    notReadyWithinMs,
    duringCut: duringCut?.status,
    storedDuringCut: Number(storedDuringCut),
    recovered,
    recoveredMs,
    afterCut: afterCut.status,
    afterCutAgain: { status: again.status, sameOrder: again.body?.orderUuid === afterCut.body?.orderUuid },
    storedAfter: Number(psql(await cluster.primaryUrl(), `SELECT count(*) FROM flight_orders WHERE email = 'cut-${run}@example.ru'`)),
    answers,
    failed: failedAnswers(answers),
    bookings,
    stored: await storedOrders(cluster, run, bookings),
  };
}
