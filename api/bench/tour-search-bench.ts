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
import { buildTourCatalogue } from '../src/tours/tour-catalogue.js';
import { autocannonSummary, benchApi, percentile, seededRandom, timeCalls, xsrfHeaders } from './bench-support.js';

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

const api = await benchApi();
const headers = xsrfHeaders(await api.app.request('/xsrf'));
const search = (body: unknown) => api.app.request('/tours/searches?wait=true', { method: 'POST', headers, body: JSON.stringify(body) });

for (let i = 0; i < 30; i += 1) await (await search(randomSearch())).text(); // warm-up (JIT), not measured

let hotels = 0;
let bytes = 0;
const timing = await timeCalls(searches, async () => {
  const res = await search(randomSearch());
  const text = await res.text();
  const json = JSON.parse(text) as { complete?: boolean; total?: number };
  if (res.status !== 201 || !json.complete) return false;
  hotels += json.total ?? 0;
  bytes += text.length;
  return true;
});
const ok = Math.max(1, searches - timing.failures);
const inProcess = {
  scenario: 'in-process complete tour search (POST /tours/searches?wait=true)',
  searches,
  averageHotels: Math.round(hotels / ok),
  averageAnswerKb: Math.round(bytes / ok / 1024),
  ...timing,
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
const p95Ms = httpLatencies.length ? +percentile(httpLatencies, 0.95).toFixed(1) : null;
console.log(JSON.stringify(autocannonSummary('HTTP complete tour search, autocannon 50 connections', http, { p95Ms }), null, 2));
server.close();
await api.close();
process.exit(inProcess.cpuP95Ms <= 50 && timing.failures === 0 && http.errors === 0 && http.non2xx === 0 ? 0 : 1);
