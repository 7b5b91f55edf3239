/**
 * Tour search benchmark: a complete progressive search as one call (`POST /tours/searches?wait=true`).
 *  1. In-process: BENCH_SEARCHES random searches through the app; p50/p95/p99 wall and CPU time.
 *  2. Over HTTP: autocannon, 50 connections, BENCH_SECONDS; p95 from every response's latency.
 * Random searches: mostly from Moscow and St Petersburg, a country (60 %), resort (30 %) or hotel, a 0–14-day window 1–300 days
 * ahead, 1–3 adults, 0–2 children. Exit code 1 if the in-process CPU p95 > 50 ms or a request failed (wall time here mostly
 * measures the neighbours). Env: BENCH_PORT (3191), BENCH_SECONDS (10), BENCH_SEARCHES (500), DATABASE_URL (optional).
 */
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { addDaysIso, moscowTodayIso } from 'shared/node';
import { createApi } from '../src/app.js';
import { testConfig } from '../src/config/env.js';
import { buildTourCatalogue } from '../src/tours/tour-catalogue.js';
import { seededRandom, xsrfHeaders } from './bench-support.js';

const port = Number(process.env.BENCH_PORT ?? 3191);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const searches = Number(process.env.BENCH_SEARCHES ?? 500);

const random = seededRandom(20261123);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const catalogue = buildTourCatalogue();
function randomSearch() {
  const roll = random();
  const destination =
    roll < 0.6
      ? { type: 'country', id: pick(catalogue.countries).id }
      : roll < 0.9
        ? { type: 'resort', id: pick(catalogue.resorts).id }
        : { type: 'hotel', id: pick(catalogue.hotels).id };
  const from = addDaysIso(moscowTodayIso(), 1 + Math.floor(random() * 300));
  const nightsFrom = 3 + Math.floor(random() * 12);
  return {
    departureCityCode: random() < 0.7 ? pick(['MOW', 'LED']) : pick(catalogue.departureCities).code,
    destination,
    departureDateFrom: from,
    departureDateTo: addDaysIso(from, Math.floor(random() * 15)),
    nightsFrom,
    nightsTo: nightsFrom + Math.floor(random() * 8),
    adults: 1 + Math.floor(random() * 3),
    childrenAges: Array.from({ length: random() < 0.3 ? 1 + Math.floor(random() * 2) : 0 }, () => Math.floor(random() * 17)),
  };
}

const api = await createApi(testConfig({ nodeEnv: 'production', dataDir: ':memory:', databaseUrl: process.env.DATABASE_URL || undefined, logLevel: 'silent' }));
const headers = xsrfHeaders(await api.app.request('/xsrf'));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const search = (body: unknown) => api.app.request('/tours/searches?wait=true', { method: 'POST', headers, body: JSON.stringify(body) });

for (let i = 0; i < 30; i += 1) await (await search(randomSearch())).text(); // warm-up (JIT), not measured

const latencies: number[] = [];
const cpuTimes: number[] = [];
let failures = 0;
let hotels = 0;
let bytes = 0;
for (let i = 0; i < searches; i += 1) {
  const body = randomSearch();
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const res = await search(body);
  const text = await res.text();
  latencies.push(performance.now() - started);
  const cpu = process.cpuUsage(cpuStarted);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
  const json = JSON.parse(text) as { complete?: boolean; total?: number };
  if (res.status !== 201 || !json.complete) failures += 1;
  else {
    hotels += json.total ?? 0;
    bytes += text.length;
  }
}
latencies.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const ok = Math.max(1, searches - failures);
const inProcess = {
  scenario: 'in-process complete tour search (POST /tours/searches?wait=true)',
  searches,
  failures,
  averageHotels: Math.round(hotels / ok),
  averageAnswerKb: Math.round(bytes / ok / 1024),
  p50Ms: +percentile(latencies, 0.5).toFixed(1),
  p95Ms: +percentile(latencies, 0.95).toFixed(1),
  p99Ms: +percentile(latencies, 0.99).toFixed(1),
  maxMs: +latencies.at(-1)!.toFixed(1),
  cpuP50Ms: +percentile(cpuTimes, 0.5).toFixed(1),
  cpuP95Ms: +percentile(cpuTimes, 0.95).toFixed(1),
  loadAverage1m: +(await import('node:os')).loadavg()[0]!.toFixed(1),
};
console.log(JSON.stringify(inProcess, null, 2));

const server = serve({ fetch: api.app.fetch, port, hostname: '127.0.0.1' });
const httpLatencies: number[] = [];
const http = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${port}/tours/searches?wait=true`,
      method: 'POST',
      headers,
      connections: 50,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(randomSearch()) }) }],
    },
    (error, result) => (error ? reject(error) : resolve(result)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => httpLatencies.push(responseTime));
});
httpLatencies.sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      scenario: 'HTTP complete tour search, autocannon 50 connections',
      seconds: http.duration,
      requests: http.requests.total,
      requestsPerSecond: http.requests.average,
      p50Ms: http.latency.p50,
      p95Ms: httpLatencies.length ? +percentile(httpLatencies, 0.95).toFixed(1) : null,
      p99Ms: http.latency.p99,
      errors: http.errors,
      timeouts: http.timeouts,
      non2xx: http.non2xx,
    },
    null,
    2,
  ),
);
server.close();
await api.close();
process.exit(inProcess.cpuP95Ms <= 50 && failures === 0 && http.errors === 0 && http.non2xx === 0 ? 0 : 1);
