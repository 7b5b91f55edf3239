// The cluster (deploy/cluster/), started for real and broken on purpose under a mixed load:
// a cut between an app host and the database, the primary's machine killed, an app host killed;
// then a backup and a point-in-time restore of the PostgreSQL pair (deploy/cluster/recovery.mjs).
//   node --test deploy/__tests__/cluster.test.mjs      (a step of `npm test`; root, the built dists,
//   Debian's patroni, etcd-server, haproxy, nginx, postgresql)
// The three faults run in this order on one cluster (each leaves the cluster one part smaller), the restore last.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCluster } from '../cluster/cluster.mjs';
import { cutHostFromDatabase, killAppHost, killPrimary, prepareLoad } from '../cluster/chaos.mjs';
import { waitUntil } from '../cluster/database.mjs';
import { machines } from '../cluster/machines.mjs';
import { backupClusterDatabase, restoreClusterDatabase } from '../cluster/recovery.mjs';
import { apiClient, psql } from '../topology-client.mjs';
import { bookingBody } from './booking-fixtures.mjs';
import { repoRoot } from '../production.mjs';
import { runReleaseCommand } from '../../tooling/releases/release-cli.mjs';
import { clusterRegistryFiles } from '../../tooling/runtime-files.mjs';

/** 2 sign-in attempts a minute per e-mail, so 10 per address (IP_FACTOR, api/src/accounts/rate-limits.ts). */
const LOGIN_PER_MINUTE_PER_ADDRESS = 10;

/** @type {Awaited<ReturnType<typeof startCluster>>} */
let cluster;
/** @type {Awaited<ReturnType<typeof prepareLoad>>} */
let prepared;
/** This run's releases (the app hosts' nginx serve them; the release command writes them). */
const releases = mkdtempSync(path.join(os.tmpdir(), 'cluster-releases-'));
before(async () => {
  process.env.RELEASES_DIR = releases;
  cluster = await startCluster({ log: () => undefined, apiEnv: { RATE_LIMIT_LOGIN_PER_MIN: String(LOGIN_PER_MINUTE_PER_ADDRESS / 5) } });
  prepared = await prepareLoad(cluster);
});
after(async () => {
  await cluster?.stop();
  rmSync(releases, { recursive: true, force: true });
});

/** @param {Array<{ kind: string, status: number, ms: number }>} answers */
const describeAnswers = (answers) => answers.map((answer) => `${answer.kind} ${answer.status} after ${answer.ms} ms`);

/** One wrong sign-in from another machine's address (the dcs namespace, 10.77.0.20): its status. @param {string} email */
function signInFromAnotherMachine(email) {
  const script = `
    const { apiClient } = await import(${JSON.stringify(new URL('../topology-client.mjs', import.meta.url).href)});
    const answer = await apiClient(${JSON.stringify(cluster.apiOrigin)}, 30000).request('POST', '/private/login_check', { json: { email: ${JSON.stringify(email)}, password: 'wrong-password' } });
    console.log(answer.status);`;
  const run = spawnSync('ip', ['netns', 'exec', machines.dcs.namespace, process.execPath, '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return Number(run.stdout.trim());
}

describe('the front balancer', () => {
  it('lets the API count sign-in attempts per browser address, not per balancer (X-Forwarded-For believed from the front only)', async () => {
    const client = apiClient(cluster.apiOrigin, 30_000);
    const attempt = async () =>
      (await client.request('POST', '/private/login_check', { json: { email: `per-address-${randomUUID()}@example.ru`, password: 'wrong-password' } })).status;
    const statuses = [];
    while (statuses.length <= LOGIN_PER_MINUTE_PER_ADDRESS && statuses.at(-1) !== 429) statuses.push(await attempt());
    assert.equal(statuses.at(-1), 429, `this machine's address is refused once over its budget: ${statuses}`);
    assert.equal(signInFromAnotherMachine(`per-address-${randomUUID()}@example.ru`), 401, 'another address still has its own');
    // and a browser cannot pick its address: its own X-Forwarded-For is not believed
    const spoofed = await client.request('POST', '/private/login_check', {
      json: { email: `per-address-${randomUUID()}@example.ru`, password: 'wrong-password' },
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    assert.equal(spoofed.status, 429);
  });
});

describe('releases', () => {
  it('a release reaches both app hosts: each serves the registry naming it, and its files; each host’s page cache is purged', async () => {
    /** /about from an app host's nginx: its page cache state and the mf-content release it was rendered by. @param {'app1' | 'app2'} host */
    const about = async (host) => {
      const get = () => fetch(`${cluster.host(host).ownOrigin}/about`);
      const answer = await get().catch(get); // after a reload: see below
      const html = await answer.text();
      return {
        cache: answer.headers.get('x-page-cache'),
        release: /\/mf-content\/(releases\/[^/]+\/)?[^/"]+\.css/.exec(html)?.[1] ?? 'dist',
        rendered: html.includes('<html lang="ru" data-server-rendered'),
      };
    };
    /** The first page a host renders: a render past its budget (the area's server code loading on a busy machine) sends the frame, uncached. @param {'app1' | 'app2'} host */
    const firstRendered = async (host) => {
      let state = await about(host);
      for (let tries = 0; !state.rendered && tries < 10; tries += 1) state = await about(host);
      return state;
    };
    for (const host of /** @type {const} */ (['app1', 'app2'])) {
      // the first render loads the area's server code, which may take past the render budget on a busy machine
      let state = await about(host);
      for (let tries = 0; state.cache !== 'HIT' && tries < 10; tries += 1) state = await about(host);
      assert.deepEqual(state, { cache: 'HIT', release: 'dist', rendered: true }, host);
    }
    const lines = [];
    const env = { ...process.env, RELEASES_DIR: releases, RELEASE_REGISTRIES: clusterRegistryFiles().join(',') };
    const code = await runReleaseCommand(['release', 'content', '--from', path.join(repoRoot, 'mf-content', 'dist')], {
      env,
      log: (line) => lines.push(line),
      now: () => new Date(),
    });
    assert.equal(code, 0, lines.join('\n'));
    // the release reloaded each host's nginx, whose old workers close their idle keep-alive connections:
    // a GET sent on one as it closes is sent again, as a browser does
    const named = await Promise.all(
      /** @type {const} */ (['app1', 'app2']).map(async (host) => {
        const get = () => fetch(`${cluster.host(host).ownOrigin}/remotes.json`);
        return (await (await get().catch(get)).json()).remotes['mf-content'];
      }),
    );
    assert.match(named[0], /\/mf-content\/releases\/[^/]+\/mf-manifest\.json$/);
    assert.equal(named[1], named[0], 'both hosts name the same release');
    const manifest = () => fetch(named[0]);
    assert.equal((await manifest().catch(manifest)).status, 200, 'its manifest through the front');
    // the release returned once both hosts' nginx ran their new keys: the next request on each renders it
    assert.doesNotMatch(lines.join('\n'), /^!/m);
    const version = /releases\/([^/]+)\//.exec(named[0])?.[1];
    for (const host of /** @type {const} */ (['app1', 'app2'])) {
      assert.deepEqual(await firstRendered(host), { cache: 'MISS', release: `releases/${version}/`, rendered: true }, host);
    }
  });
});

describe('the cluster under load', () => {
  it('cut between app1 and the database: app1 leaves the balancer and refuses writes, nothing half written; back when the network returns', async (t) => {
    const result = await cutHostFromDatabase(cluster, prepared, 'app1');
    t.diagnostic(
      `not ready ${result.notReadyWithinMs} ms after the cut; direct booking during the cut ${result.duringCut}; ready again ${result.recoveredMs} ms after; ` +
        `load: ${result.answers.length} requests, ${result.failed.length} failed (${describeAnswers(result.failed).slice(0, 5).join('; ')}), ${result.stored.acknowledged} bookings`,
    );
    assert.ok(result.notReadyWithinMs < 12_000, 'app1 said it was not ready during the cut');
    assert.ok(result.duringCut === 503 || result.duringCut === 0, `a write straight to app1 during the cut: ${result.duringCut}`);
    assert.equal(result.storedDuringCut, 0, 'the refused write is not stored');
    assert.ok(result.recovered, 'app1 ready again once the network returned');
    assert.equal(result.afterCut, 201, 'the same key books after the cut');
    assert.deepEqual(result.afterCutAgain, { status: 201, sameOrder: true }, 'and once');
    assert.equal(result.storedAfter, 1);
    assert.deepEqual(result.stored.halfWritten, []);
    assert.equal(result.stored.storedTwice, 0);
    assert.deepEqual(result.stored.lost, []);
    assert.ok(result.stored.acknowledged > 0, 'bookings went on through app2');
    const keyedFailed = result.failed.filter(
      (answer) => answer.kind === 'booking' || answer.kind === 'payment' || answer.kind === 'poll' || answer.kind === 'read' || answer.kind === 'profile',
    );
    assert.deepEqual(describeAnswers(keyedFailed), [], 'reads and keyed POSTs were answered by app2');
  });

  it('primary killed: the standby is promoted, writes resume within 30 s, no acknowledged order or payment lost or doubled; the old one rejoins', async (t) => {
    const result = await killPrimary(cluster, prepared);
    t.diagnostic(
      `primary ${result.before} → ${result.after}; writes again after ${result.writesAgainSeconds.toFixed(1)} s; old primary back as the synchronous standby after ${result.rejoinedSeconds.toFixed(1)} s; ` +
        `${result.stored.acknowledged} bookings acknowledged, ${result.stored.stored} stored, ${result.stored.paid} paid, ${result.stored.paymentAttempts} charges; ${result.answers.length} requests`,
    );
    assert.notEqual(result.after, undefined, 'a primary again');
    assert.notEqual(result.after, result.before, 'the standby is the primary');
    assert.ok(result.writesAgainSeconds <= 30, `writes again after ${result.writesAgainSeconds} s`);
    assert.deepEqual(result.stored.lost, [], 'no acknowledged order lost');
    assert.equal(result.stored.storedTwice, 0, 'no order stored twice');
    assert.deepEqual(result.stored.halfWritten, []);
    assert.equal(result.stored.stored, result.stored.acknowledged, 'every stored order was acknowledged (its key sent again until answered)');
    assert.equal(result.stored.paid, result.stored.acknowledged, 'every order paid');
    assert.equal(result.stored.paymentAttempts, result.stored.paid, 'each charged once');
    assert.equal(result.stored.paymentKeys, result.stored.paid);
    assert.ok(Number.isFinite(result.rejoinedSeconds), 'the old primary, started again, rejoins as the synchronous standby');
  });

  it('app2 killed: no failed page, GET or keyed POST; nothing lost or doubled', async (t) => {
    const result = await killAppHost(cluster, prepared, 'app2');
    const share = 1 - result.failed.length / Math.max(1, result.during.length);
    t.diagnostic(
      `${result.burstInFlight} of the burst in flight at the kill; ${result.during.length} requests answered after the kill, ${result.failed.length} failed (${(share * 100).toFixed(2)} % answered): ${describeAnswers(result.failed).join('; ')}`,
    );
    assert.ok(result.during.length > 20, `requests after the kill: ${result.during.length}`);
    assert.ok(result.burstInFlight > 0, 'requests were in flight when the host died');
    assert.deepEqual(describeAnswers(result.failedKeyed), [], 'keyed POSTs');
    assert.deepEqual(describeAnswers(result.failedReads), [], 'pages and GETs');
    assert.deepEqual(result.stored.lost, []);
    assert.equal(result.stored.storedTwice, 0);
    assert.equal(result.stored.stored, result.stored.acknowledged);
    assert.equal(result.stored.paymentAttempts, result.stored.paid);
  });
});

describe('point-in-time recovery', () => {
  it('backup, order A, a moment, order B, restore to that moment: A is there, B is not; the standby streams again and writes work', async (t) => {
    const run = randomUUID().slice(0, 8);
    const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const book = async (/** @type {string} */ name) => {
      const answer = await prepared.client.request('POST', '/flights/orders', {
        json: bookingBody(prepared.offerId, `pitr-${run}-${name}@example.ru`),
        headers: { 'Idempotency-Key': `pitr-${run}-${name}` },
      });
      assert.equal(answer.status, 201, `order ${name}: ${JSON.stringify(answer.body)}`);
      return /** @type {string} */ (answer.body.orderUuid);
    };
    const backup = await backupClusterDatabase(cluster.stateDir);
    const first = await book('a');
    // pgBackRest picks the backup for a time in whole seconds: the moment is over a second after the backup's end
    await sleep(1_100);
    const moment = new Date();
    await sleep(300);
    const second = await book('b');
    const restored = await restoreClusterDatabase(cluster.stateDir, { to: moment });
    t.diagnostic(
      `backup ${backup.seconds.toFixed(1)} s on ${backup.node}; restored to ${moment.toISOString()} in ${restored.seconds.toFixed(1)} s ` +
        `(primary ${restored.primary}; ${restored.standby} the synchronous standby again ${restored.standbySeconds.toFixed(1)} s after Patroni resumed)`,
    );
    const orders = psql(await cluster.primaryUrl(), `SELECT uuid FROM flight_orders WHERE email LIKE 'pitr-${run}-%'`)
      .split('\n')
      .filter(Boolean);
    assert.deepEqual(orders, [first], `order A (${first}) only, not B (${second})`);
    // the restore returns once Patroni's /sync names the standby; the new leader's pg_stat_replication can show it a moment
    // later (it was still empty right after, once, in a CI-equivalent run)
    const replication = async () => psql(await cluster.primaryUrl(), "SELECT state || ' ' || sync_state FROM pg_stat_replication");
    assert.ok(
      await waitUntil(async () => (await replication()) === 'streaming sync', 30_000),
      'the other node streams to the restored primary as its synchronous standby',
    );
    // writes through the front once the app host is ready again (its database came back under it)
    assert.ok(await waitUntil(() => cluster.hostReady('app1'), 30_000), 'app1 ready after the restore');
    const third = await book('c');
    assert.equal(psql(await cluster.primaryUrl(), `SELECT count(*) FROM flight_orders WHERE uuid = '${third}'`), '1');
  });
});
