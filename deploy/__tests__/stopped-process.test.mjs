// One of the two API processes hung, not dead: stopped with SIGSTOP under booking and search load
// through nginx, then continued. Every request is answered within nginx's bounds by the other
// process, no booking or payment is lost or doubled, and the continued process loses nothing.
//   node --test deploy/__tests__/stopped-process.test.mjs     (a step of `npm test`)
// Needs nginx and PostgreSQL from Debian, like production-topology.test.mjs.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import { startProduction } from '../production.mjs';
import { latencySummary, stopOneUnderLoad } from '../stopped-process-load.mjs';
import { apiClient, offerWithSeats, psql } from '../topology-client.mjs';

/**
 * A read or a keyed POST the stopped process held is sent to the other one after nginx's
 * proxy_read_timeout (12 s, deploy/nginx/platform.conf.template); the rest is the other's answer on
 * a busy machine. Shorter than the stop, so a request that waited for SIGCONT instead fails.
 */
const RESENT_WITHIN_MS = 16_500;
/** A POST without a key (a search) is never re-sent: one the stopped process held answers once it is continued. */
const ANSWER_WITHIN_MS = 45_000;
const STOP_MS = 19_000;

/** @type {Awaited<ReturnType<typeof startProduction>>} */
let site;
before(async () => {
  site = await startProduction({ log: () => undefined });
});
after(async () => {
  await site?.stop();
});

it('SIGSTOP of one API process under booking and search load: every request answered by the other, nothing lost or doubled after SIGCONT', async (t) => {
  const client = apiClient(site.apiOrigin, ANSWER_WITHIN_MS);
  const preparing = Date.now();
  const { offerId, searchString } = await offerWithSeats(client, site.databaseUrl, 1000, 47);
  t.diagnostic(`offer ready in ${Date.now() - preparing} ms`);
  const run = randomUUID().slice(0, 8);
  const loadStarted = Date.now();
  const { answers, bookings, stoppedAt, continuedAt, finishedAt } = await stopOneUnderLoad({
    site,
    client,
    offerId,
    searchString,
    run,
    warmupMs: 1000,
    stopMs: STOP_MS,
    afterMs: 1000,
    workers: 3,
  });

  // Every request got an answer, and a right one: nginx sent it to the other process in time, or
  // the stopped one answered once continued (a POST without a key, which nginx may not re-send).
  const wrong = answers.filter((answer) => answer.status === 0 || answer.status >= 500);
  assert.deepEqual(
    wrong.map((answer) => `${answer.kind} ${answer.status} after ${answer.ms} ms`),
    [],
  );
  const slow = answers.filter((answer) => answer.kind !== 'search' && answer.ms > RESENT_WITHIN_MS);
  assert.deepEqual(
    slow.map((answer) => `${answer.kind} ${answer.status} after ${answer.ms} ms`),
    [],
    'reads and keyed POSTs are answered by the other process, not held until the stopped one continues',
  );
  const duringStop = answers.filter((answer) => answer.started >= stoppedAt && answer.started < continuedAt);
  assert.ok(duringStop.length > 20, `requests during the stop: ${duringStop.length}`);
  const answeredByOther = duringStop.filter((answer) => answer.started + answer.ms < continuedAt);
  assert.ok(answeredByOther.length > duringStop.length / 2, `answered while one process was stopped: ${answeredByOther.length} of ${duringStop.length}`);

  // Each booking stored once, under its key, and the one acknowledged; each paid once.
  const acknowledged = bookings.filter((booking) => booking.status === 201);
  assert.equal(acknowledged.length, bookings.length, `bookings answered ${bookings.map((booking) => booking.status)}`);
  const stored = psql(site.databaseUrl, `SELECT email || ' ' || uuid FROM flight_orders WHERE email LIKE 'stop-${run}-%'`).split('\n').filter(Boolean);
  const storedByEmail = new Map(stored.map((line) => /** @type {[string, string]} */ (line.split(' '))));
  assert.equal(stored.length, storedByEmail.size, 'no booking stored twice');
  for (const booking of acknowledged) assert.equal(storedByEmail.get(booking.email), booking.orderUuid, `order of ${booking.email}`);
  assert.equal(stored.length, acknowledged.length);
  assert.ok(
    acknowledged.every((booking) => booking.payStatus === 201),
    `payments answered ${acknowledged.map((booking) => booking.payStatus)}`,
  );
  const attempts = psql(
    site.databaseUrl,
    `SELECT count(*) || ' ' || count(DISTINCT k.idempotency_key) FROM payment_attempts a JOIN payments p ON p.uuid = a.payment_uuid
       JOIN flight_order_idempotency_keys k ON k.payment_attempt_id = a.id
       JOIN flight_orders o ON o.uuid = p.order_uuid WHERE o.email LIKE 'stop-${run}-%'`,
  );
  assert.equal(attempts, `${acknowledged.length} ${acknowledged.length}`);

  // The continued process answers again.
  const health = await fetch(`http://127.0.0.1:${site.apiPorts[0]}/health`, { signal: AbortSignal.timeout(10_000) });
  assert.equal(health.status, 200);

  const stop = latencySummary(duringStop.map((answer) => answer.ms));
  t.diagnostic(
    `during the ${STOP_MS / 1000} s stop: ${stop.count} requests, p50 ${stop.p50} ms, p99 ${stop.p99} ms, max ${stop.max} ms; ` +
      `bookings ${acknowledged.length} stored ${stored.length}, payments ${acknowledged.length}, requests in all ${answers.length}; ` +
      `stopped ${stoppedAt - loadStarted} ms after the load began, load over ${finishedAt - continuedAt} ms after SIGCONT`,
  );
});
