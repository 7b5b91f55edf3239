// How long requests wait while one of two API processes is stopped (SIGSTOP) under booking and search load through nginx: count,
// p50, p99, max before, during and after, and per kind during it; starts and stops the topology itself.   node deploy/stopped-process-bench.mjs
// Env: STOP_SECONDS (30), WORKERS (6 booking and 6 search loops), PRODUCTION_PORT / PRODUCTION_API_PORTS / PRODUCTION_PG_PORT.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { startProduction } from './production.mjs';
import { latencySummary, stopOneUnderLoad } from './stopped-process-load.mjs';
import { apiClient, offerWithSeats } from './topology-client.mjs';

const stopMs = Number(process.env.STOP_SECONDS ?? 30) * 1000;
const workers = Number(process.env.WORKERS ?? 6);
const ports = process.env.PRODUCTION_API_PORTS?.split(',').map(Number).filter(Boolean);

const site = await startProduction({
  sitePort: process.env.PRODUCTION_PORT ? Number(process.env.PRODUCTION_PORT) : undefined,
  apiPorts: ports,
  pgPort: process.env.PRODUCTION_PG_PORT ? Number(process.env.PRODUCTION_PG_PORT) : undefined,
  log: () => undefined,
});
try {
  const client = apiClient(site.apiOrigin, 120_000);
  const { offerId, searchString } = await offerWithSeats(client, site.databaseUrl, 100_000, 48);
  const loadBefore = os.loadavg()[0];
  const result = await stopOneUnderLoad({
    site,
    client,
    offerId,
    searchString,
    run: randomUUID().slice(0, 8),
    warmupMs: 5000,
    stopMs,
    afterMs: 5000,
    workers,
  });
  /** @param {string} phase @param {typeof result.answers} answers */
  const row = (phase, answers) => {
    const { count, p50, p99, max } = latencySummary(answers.map((answer) => answer.ms));
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    return {
      phase,
      count,
      p50,
      p99,
      max,
      statuses: Object.entries(statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', '),
    };
  };
  const { answers, stoppedAt, continuedAt } = result;
  const during = answers.filter((answer) => answer.started >= stoppedAt && answer.started < continuedAt);
  console.log(
    `\nOne of ${site.apiPorts.length} API processes stopped for ${stopMs / 1000} s under ${workers} booking and ${workers} search loops ` +
      `(load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}); times in ms, by when the request was sent:`,
  );
  console.table([
    row(
      'before the stop',
      answers.filter((answer) => answer.started < stoppedAt),
    ),
    row('during the stop', during),
    row(
      'after SIGCONT',
      answers.filter((answer) => answer.started >= continuedAt),
    ),
  ]);
  console.log('During the stop, per kind of request:');
  console.table(
    ['booking', 'payment', 'search', 'poll', 'read'].map((kind) =>
      row(
        kind,
        during.filter((answer) => answer.kind === kind),
      ),
    ),
  );
  const acknowledged = result.bookings.filter((booking) => booking.status === 201).length;
  console.log(
    `Bookings: ${result.bookings.length} sent, ${acknowledged} acknowledged; payments acknowledged: ${result.bookings.filter((b) => b.payStatus === 201).length}`,
  );
} finally {
  await site.stop();
}
