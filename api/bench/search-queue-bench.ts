/**
 * What a traveller's fresh search waits for while, and right after, 50 connections flood `POST /flights/searches` for BENCH_SECONDS
 * (10): one probe at a time times a fresh `?wait=true` search to its complete answer (or 503), and after the burst until one waits
 * under 250 ms again (at most BENCH_AFTER_SECONDS, 90). Env: BENCH_PORT (3351), BENCH_CONNECTIONS (50).
 *   pnpm --filter api exec tsx bench/search-queue-bench.ts
 */
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { DEFAULT_SEARCH_PASSENGERS, encodeSearchString } from 'shared/node';
import { benchApi, randomReturn, randomRoute, seededRandom, xsrfHeaders } from './bench-support.js';

const port = Number(process.env.BENCH_PORT ?? 3351);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const afterSeconds = Number(process.env.BENCH_AFTER_SECONDS ?? 90);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}`;

const random = seededRandom(20261123);
function randomSearchString(): string {
  const route = randomRoute(random);
  return encodeSearchString({ ...route, returnDate: randomReturn(random, route.departureDate), ...DEFAULT_SEARCH_PASSENGERS });
}

const api = await benchApi();
const server = serve({ fetch: api.app.fetch, port, hostname: '127.0.0.1' });
const headers = xsrfHeaders(await fetch(`${base}/xsrf`));

/** A fresh search, timed to its complete answer. */
async function probe(): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/flights/searches?wait=true`, { method: 'POST', headers, body: JSON.stringify({ searchString: randomSearchString() }) });
  await res.text();
  return { ms: performance.now() - started, status: res.status };
}

for (let i = 0; i < 20; i += 1) await probe(); // warm-up: JIT and the first schedule days

let bursting = true;
// autocannon's answer is a thenable without finally()
const burst = Promise.resolve(
  autocannon({
    url: `${base}/flights/searches`,
    method: 'POST',
    headers,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ searchString: randomSearchString() }) }) }],
  }),
).finally(() => {
  bursting = false;
});

const during: Array<{ ms: number; status: number }> = [];
while (bursting) {
  during.push(await probe());
  await new Promise((r) => setTimeout(r, 250));
}
const result = await burst;
const burstEnded = performance.now();

const after: Array<{ at: number; ms: number; status: number }> = [];
while (performance.now() - burstEnded < afterSeconds * 1000) {
  const at = (performance.now() - burstEnded) / 1000;
  const sample = await probe();
  after.push({ at, ...sample });
  if (sample.status === 201 && sample.ms < 250) break;
  await new Promise((r) => setTimeout(r, 250));
}

const fmt = (samples: Array<{ ms: number; status: number }>) => {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const refused = samples.filter((s) => s.status === 503).length;
  return `${samples.length} probes, wait median ${median.toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms, ${refused} refused with 503`;
};
const statusCounts = Object.entries(result.statusCodeStats ?? {})
  .map(([code, stat]) => `${code}: ${(stat as { count: number }).count}`)
  .join(', ');
console.log(
  `burst: ${connections} connections × ${seconds} s → ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, statuses {${statusCounts}}, errors ${result.errors}`,
);
console.log(`a fresh search during the burst: ${fmt(during)}`);
const firstAfter = after[0];
const settled = after.at(-1)!;
console.log(
  `a fresh search right after the burst: waited ${firstAfter ? firstAfter.ms.toFixed(0) : '?'} ms (status ${firstAfter?.status}); ` +
    (settled.ms < 250 && settled.status === 201
      ? `under 250 ms again ${settled.at.toFixed(1)} s after the burst (${after.length} probes)`
      : `still ${settled.ms.toFixed(0)} ms after ${afterSeconds} s`),
);
server.close();
await api.close();
process.exit(0);
