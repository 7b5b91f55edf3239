#!/usr/bin/env node
// The cluster's figures (deploy/README.md, "Cluster"), measured on a cluster started here and
// removed at the end:
//   - its start time;
//   - completed searches/s through the front balancer with two app hosts, then one (the other out
//     of service): a search counts when it was answered 201 with its results, never a 503 refusal;
//   - an app host killed under the mixed load: the share of requests answered, of keyed POSTs;
//   - the primary killed under the mixed load: acknowledged orders lost, seconds to writes again.
//   node deploy/cluster/cluster-bench.mjs       (root; the built dists)
// Env: BENCH_SECONDS (10 per search run), BENCH_CONNECTIONS (20), CLUSTER_API_PROCESSES (1 per host).
import { startCluster } from './cluster.mjs';
import { killAppHost, killPrimary, prepareLoad } from './chaos.mjs';
import { apiClient } from '../topology-client.mjs';
import { latencySummary } from '../stopped-process-load.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUTES = ['MOWLED', 'LEDMOW', 'MOWAER', 'MOWKZN', 'LEDAER', 'KZNMOW'];

/** A search string for a route and a day 1–300 days ahead (DDMM), one adult. @param {number} index */
function searchString(index) {
  const day = new Date(Date.now() + (1 + (index % 300)) * 86_400_000).toISOString().slice(0, 10);
  const [, month, date] = day.split('-');
  const route = ROUTES[index % ROUTES.length];
  return `${route.slice(0, 3)}${date}${month}${route.slice(3)}1`;
}

/**
 * `connections` loops, each searching (POST /flights/searches?wait=true) for `runSeconds`.
 * @param {string} apiOrigin
 */
async function searches(apiOrigin, runSeconds = seconds) {
  const client = apiClient(apiOrigin, 60_000);
  await client.request('GET', '/flights/places/MOW'); // the XSRF cookie comes with the first POST
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {number[]} */
  const completedMs = [];
  const ends = Date.now() + runSeconds * 1000;
  let next = Math.floor(Math.random() * 1000);
  const loop = async () => {
    while (Date.now() < ends) {
      const answer = await client.request('POST', '/flights/searches?wait=true', { json: { searchString: searchString((next += 1)) } });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 201 && Array.isArray(answer.body?.items)) completedMs.push(answer.ms);
      // a refusal says when to come back: as the page does, wait (bounded) instead of hammering
      if (answer.status === 503) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, Number(answer.headers.get('retry-after') ?? 1) * 1000)));
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (Date.now() - started) / 1000;
  const latency = latencySummary(completedMs);
  return { completedPerSecond: completedMs.length / elapsed, completed: completedMs.length, statuses, p50: latency.p50, p99: latency.p99 };
}

const cluster = await startCluster({ log: () => undefined });
try {
  console.log(`Cluster started in ${cluster.startSeconds.toFixed(1)} s`);
  // both hosts warmed up first (a fresh API process compiles and loads its data on the first searches)
  await searches(cluster.apiOrigin, 5);
  await cluster.setInService('app2', false);
  const one = await searches(cluster.apiOrigin);
  await cluster.setInService('app2', true);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const two = await searches(cluster.apiOrigin);
  console.log(`\nCompleted searches/s through the front balancer (${connections} connections, ${seconds} s each; 201 with results only):`);
  console.log('| app hosts | completed/s | completed | p50 ms | p99 ms | answers |');
  console.log('|---|---|---|---|---|---|');
  for (const [hosts, row] of /** @type {const} */ ([
    [1, one],
    [2, two],
  ])) {
    console.log(`| ${hosts} | ${row.completedPerSecond.toFixed(1)} | ${row.completed} | ${row.p50} | ${row.p99} | ${JSON.stringify(row.statuses)} |`);
  }
  console.log(`two/one: ${(two.completedPerSecond / Math.max(0.001, one.completedPerSecond)).toFixed(2)}×`);

  const prepared = await prepareLoad(cluster);
  const primary = await killPrimary(cluster, prepared);
  console.log(
    `\nPrimary (${primary.before}) killed under the mixed load: ${primary.after} promoted; writes again after ${primary.writesAgainSeconds.toFixed(1)} s; ` +
      `the old primary, started again, is the synchronous standby after ${primary.rejoinedSeconds.toFixed(1)} s`,
  );
  console.log(
    `  bookings acknowledged ${primary.stored.acknowledged}, lost ${primary.stored.lost.length}, stored twice ${primary.stored.storedTwice}, ` +
      `paid ${primary.stored.paid}, charges ${primary.stored.paymentAttempts}`,
  );

  const host = await killAppHost(cluster, prepared, 'app2', { downMs: 10_000 });
  const keyed = host.during.filter((answer) => answer.kind === 'booking' || answer.kind === 'payment');
  const share = (/** @type {number} */ failed, /** @type {number} */ all) => `${(100 * (1 - failed / Math.max(1, all))).toFixed(2)} % of ${all}`;
  console.log(`\napp2 killed under the mixed load (10 s):`);
  console.log(`  answered: ${share(host.failed.length, host.during.length)}; keyed POSTs ${share(host.failedKeyed.length, keyed.length)}`);
  /** @type {Record<string, number>} */
  const kinds = {};
  for (const answer of host.during) kinds[answer.kind] = (kinds[answer.kind] ?? 0) + 1;
  const byKind = Object.entries(kinds).map(([kind, count]) => `${kind} ${count}`);
  console.log(`  requests by kind: ${byKind.join(', ')}; failed: ${host.failed.map((answer) => `${answer.kind} ${answer.status}`).join(', ') || 'none'}`);
  console.log(`  bookings acknowledged ${host.stored.acknowledged}, lost ${host.stored.lost.length}, stored twice ${host.stored.storedTwice}`);
} finally {
  await cluster.stop();
}
