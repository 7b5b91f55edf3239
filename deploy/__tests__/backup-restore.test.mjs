// Backups that restore, with orders booked and paid through the API:
// - `npm run restore <file>.dump` into the running database (pg-boss's partitioned job table once stopped it);
// - point-in-time recovery with pgBackRest: to a moment between two orders (exactly the first is
//   there), and, the data folder deleted, to the end of the backup (exactly the backed-up orders).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { backupCluster, dumpDatabase, restoreCluster, restoreDumpInto } from '../backup.mjs';
import { findPostgresBin, freePort, productionCluster, repoRoot } from '../production.mjs';
import { bookingBody } from './booking-fixtures.mjs';

const stateDir = mkdtempSync(path.join(os.tmpdir(), 'platform-backup-'));
chmodSync(stateDir, 0o755);
const pgPort = await freePort();
const apiPort = await freePort();
const database = { stateDir, port: pgPort, url: `postgresql://postgres@127.0.0.1:${pgPort}/postgres` };
const cluster = productionCluster({ stateDir, port: pgPort, log: () => undefined });
const { postgres } = cluster;
/** @type {import('node:child_process').ChildProcess | undefined} */
let api;
const stopAll = () => {
  api?.kill('SIGKILL');
  if (postgres.running()) postgres.stop('immediate');
  rmSync(stateDir, { recursive: true, force: true });
};
process.once('exit', stopAll);
after(stopAll);

/** @param {string} query */
function sql(query) {
  const result = spawnSync(path.join(/** @type {string} */ (findPostgresBin()), 'psql'), [database.url, '-AtX', '-v', 'ON_ERROR_STOP=1', '-c', query], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}

const origin = `http://127.0.0.1:${apiPort}`;
let xsrf = '';
/** @param {string} method @param {string} apiPath @param {unknown} [json] */
async function call(method, apiPath, json) {
  if (!xsrf) xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec((await fetch(`${origin}/xsrf`)).headers.get('set-cookie') ?? '')?.[1] ?? '');
  const response = await fetch(`${origin}${apiPath}`, {
    method,
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
      'x-xsrf-token': xsrf,
      'idempotency-key': `backup-${randomBytes(8).toString('hex')}`,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: /** @type {any} */ (await response.json().catch(() => null)) };
}

async function bookOrder(daysAhead) {
  const departure = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const searchString = `MOW${departure.slice(8, 10)}${departure.slice(5, 7)}LED1`;
  const search = await call('POST', '/flights/searches?wait=true', { searchString });
  assert.equal(search.status, 201, JSON.stringify(search.body));
  const results = await call('GET', `/flights/searches/${search.body.searchId}?after=0`);
  assert.ok(results.body.items?.length > 0, JSON.stringify(results.body));
  const offer = await call('POST', '/flights/offers', { searchString, resultId: results.body.items[0].id, fareCode: 'LIGHT' });
  assert.equal(offer.status, 201, JSON.stringify(offer.body));
  const order = await call('POST', '/flights/orders', bookingBody(offer.body.offerId, `backup-${daysAhead}@example.ru`));
  assert.equal(order.status, 201, JSON.stringify(order.body));
  return order.body;
}

async function pay(order) {
  const attempt = await call('POST', `/flights/orders/${order.orderUuid}/payments`, { method: 'card' });
  assert.equal(attempt.status, 201, JSON.stringify(attempt.body));
  const done = await call('POST', `/sandbox/acquirer/${attempt.body.attemptId}/complete`, { outcome: 'success' });
  assert.equal(done.status, 200, JSON.stringify(done.body));
}

/** Every order, payment and ticket, as text to compare. */
const everything = () =>
  [
    sql('SELECT uuid, status, total_rub FROM flight_orders ORDER BY uuid'),
    sql('SELECT uuid, order_uuid, status, amount_rub FROM payments ORDER BY uuid'),
    sql('SELECT order_uuid, position, ticket_number FROM flight_order_passengers ORDER BY order_uuid, position'),
  ].join('\n---\n');

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

it('restores a dump into the running database, and the cluster to a moment between two orders and to its backup', { timeout: 900_000 }, async () => {
  postgres.start();
  cluster.backrest.createStanza();
  api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; ; waited += 1) {
    const ready = await fetch(`${origin}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    assert.ok(waited < 600 && api.exitCode === null, 'the API did not start');
    await sleep(500);
  }
  const orders = [];
  for (const days of [30, 31, 32]) orders.push(await bookOrder(days));
  await pay(orders[0]);
  await pay(orders[1]);
  // Tickets are issued once the payment is through: wait for both before backing up.
  for (let waited = 0; sql('SELECT count(*) FROM flight_order_passengers WHERE ticket_number IS NOT NULL') !== '2'; waited += 1) {
    assert.ok(waited < 240, 'no tickets after the payments');
    await sleep(500);
  }
  const backedUp = everything();
  const dump = dumpDatabase(database);
  const { seconds: backupSeconds } = backupCluster(cluster);

  // More orders after the backup: one before the moment to return to, one after it.
  const first = await bookOrder(33);
  await sleep(1_100);
  const moment = new Date();
  const atMoment = everything();
  await sleep(1_100);
  const second = await bookOrder(34);
  assert.equal(sql('SELECT count(*) FROM flight_orders'), '5');
  api.kill('SIGTERM');
  await new Promise((resolve) => api?.once('exit', resolve));

  // 1. The dump into the running database, which has more than the dump: exactly the dump's orders.
  let started = Date.now();
  restoreDumpInto(database.url, dump);
  const dumpSeconds = (Date.now() - started) / 1000;
  assert.equal(everything(), backedUp);
  assert.ok(Number(sql("SELECT count(*) FROM pg_tables WHERE schemaname = 'pgboss'")) > 0, 'the job queue is back');

  // 2. Point in time: between the two later orders, after the dump's restore replaced everything.
  const { seconds: pitrSeconds } = await restoreCluster({ ...cluster, url: database.url }, { to: moment });
  assert.equal(everything(), atMoment);
  const uuids = sql('SELECT uuid FROM flight_orders').split('\n');
  assert.ok(uuids.includes(first.orderUuid) && !uuids.includes(second.orderUuid), uuids.join(' '));

  // 3. The data folder lost: back to the end of the backup, exactly the backed-up orders.
  postgres.stop('immediate');
  rmSync(postgres.dataDir, { recursive: true, force: true });
  started = Date.now();
  const { seconds: backupRestoreSeconds } = await restoreCluster({ ...cluster, url: database.url }, { to: 'backup' });
  assert.equal(postgres.running(), false, 'a cluster that was not running is stopped again');
  postgres.start();
  assert.equal(everything(), backedUp);
  assert.equal(sql('SELECT count(*) FROM flight_orders'), '3');
  console.log(
    `pgBackRest backup ${backupSeconds.toFixed(1)} s; dump restored into the running database ${dumpSeconds.toFixed(1)} s; ` +
      `point-in-time restore ${pitrSeconds.toFixed(1)} s; restore of a lost data folder to the backup ${backupRestoreSeconds.toFixed(1)} s`,
  );
});
