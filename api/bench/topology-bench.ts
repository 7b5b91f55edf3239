/**
 * Scaling of the production topology: completed searches and logins per second and their p50/p99 through nginx with ONE API
 * process, then TWO, 50 connections each; only 2xx counts as work, 503 refusals apart. Prints a table and the ratio two/one.
 *   pnpm --filter api exec tsx bench/topology-bench.ts
 * Env: BENCH_SECONDS (10 per scenario), BENCH_CONNECTIONS (50), PRODUCTION_PORT / PRODUCTION_API_PORTS (two, comma) / PRODUCTION_PG_PORT.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { DEFAULT_SEARCH_PASSENGERS, encodeSearchString } from 'shared/node';
// @ts-expect-error plain ESM without types, dependency-free on purpose
import { freePort, startProduction } from '../../deploy/production.mjs';
import { randomRoute, seededRandom, xsrfHeaders } from './bench-support.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ports = process.env.PRODUCTION_API_PORTS?.split(',').map(Number);
const DEMO = { email: 'demo@example.ru', password: 'demo-password-2025' };

const random = seededRandom(20261123);
const randomSearchString = () => encodeSearchString({ ...randomRoute(random), returnDate: null, ...DEFAULT_SEARCH_PASSENGERS });

/** The value below which `share` of the sorted values lie. */
function percentile(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
}

/**
 * Counts completed work only: a 503 refusal answers in a millisecond and says nothing about
 * capacity, so counting it as throughput (autocannon's req/s) made one process look faster than two.
 */
async function measure(url: string, scenario: string, processes: number, body: () => string, headers: Record<string, string>) {
  const completedLatencies: number[] = [];
  let refused = 0;
  let otherStatus = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration: seconds,
        // A login at OWASP cost queued behind 49 others takes seconds on two cores: count it, not drop it.
        timeout: 60,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
      },
      (error, output) => (error ? reject(error) : resolve(output)),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) completedLatencies.push(responseTime);
      else if (statusCode === 503) refused += 1;
      else otherStatus += 1;
    });
  });
  completedLatencies.sort((a, b) => a - b);
  return {
    processes,
    scenario,
    completed: completedLatencies.length, // answered 2xx: the work done (a search with its results, a sign-in)
    completedPerSecond: completedLatencies.length / seconds,
    refused, // answered 503 («Сейчас слишком много поисков…»): no work done
    failed: otherStatus + result.errors + result.timeouts, // any other answer, connection errors and timeouts
    // of the completed requests only: a refusal is fast and would flatter the percentiles
    p50: percentile(completedLatencies, 0.5),
    p99: percentile(completedLatencies, 0.99),
  };
}

async function benchTopology(processes: number) {
  const site = await startProduction({
    sitePort: process.env.PRODUCTION_PORT ? Number(process.env.PRODUCTION_PORT) : undefined,
    apiPorts: ports ? ports.slice(0, processes) : await Promise.all(Array.from({ length: processes }, () => freePort())),
    pgPort: process.env.PRODUCTION_PG_PORT ? Number(process.env.PRODUCTION_PG_PORT) : undefined,
    // The limits would answer 429 after ten logins: the benchmark measures the work, not the refusal.
    apiEnv: { RATE_LIMIT_LOGIN_PER_MIN: '100000000', LOG_LEVEL: 'error' },
    log: () => undefined,
  });
  try {
    const headers = xsrfHeaders(await fetch(`${site.apiOrigin}/xsrf`));
    // Warm-up: schedules and connections.
    for (let i = 0; i < 10; i += 1)
      await fetch(`${site.apiOrigin}/flights/searches?wait=true`, { method: 'POST', headers, body: JSON.stringify({ searchString: randomSearchString() }) });
    const search = await measure(
      `${site.apiOrigin}/flights/searches?wait=true`,
      'search (complete, ?wait=true)',
      processes,
      () => JSON.stringify({ searchString: randomSearchString() }),
      headers,
    );
    const login = await measure(`${site.apiOrigin}/private/login_check`, 'login (Argon2id, OWASP cost)', processes, () => JSON.stringify(DEMO), headers);
    return [search, login];
  } finally {
    await site.stop();
  }
}

const loadBefore = os.loadavg()[0]!;
const rows = [...(await benchTopology(1)), ...(await benchTopology(2))];
console.log(
  `${os.cpus().length} cores; load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after: other work on the machine shares these cores`,
);
console.table(
  rows.map((row) => ({
    'API processes': row.processes,
    scenario: row.scenario,
    completed: row.completed,
    'completed/s': Math.round(row.completedPerSecond * 10) / 10,
    'refused (503)': row.refused,
    'failed (other)': row.failed,
    'p50 ms (completed)': row.p50 ?? '—',
    'p99 ms (completed)': row.p99 ?? '—',
  })),
);
for (const scenario of new Set(rows.map((row) => row.scenario))) {
  const [one, two] = [1, 2].map((processes) => rows.find((row) => row.scenario === scenario && row.processes === processes)!);
  const ratio = one!.completedPerSecond > 0 ? `${(two!.completedPerSecond / one!.completedPerSecond).toFixed(2)}×` : 'n/a (one process completed none)';
  console.log(
    `${scenario}: completed ${one!.completedPerSecond.toFixed(1)}/s with one process, ${two!.completedPerSecond.toFixed(1)}/s with two (${ratio}); ` +
      `refused ${one!.refused} → ${two!.refused}; p99 of completed ${one!.p99 ?? '—'} → ${two!.p99 ?? '—'} ms`,
  );
}
process.exit(0);
