/**
 * Flight search benchmark: our budget is p95 ≤ 50 ms for a complete search with
 * connections on this 2-core machine.
 *  1. In-process: 1,000 random city pairs and dates through the app (`POST /flights/searches?wait=true`:
 *     validation, the seat query on the embedded database, all three phases, the first page as JSON).
 *  2. Over HTTP: autocannon, 50 connections, bounded time, random searches; p99 and errors.
 * Env: BENCH_PORT (4210), BENCH_SECONDS (10), BENCH_SEARCHES (1000), DATABASE_URL (optional).
 */
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { encodeSearchString } from 'shared/node';
import { autocannonSummary, benchApi, randomReturn, randomRoute, seededRandom, timeCalls, xsrfHeaders } from './bench-support.js';

const port = Number(process.env.BENCH_PORT ?? 4210);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const searches = Number(process.env.BENCH_SEARCHES ?? 1000);
const base = `http://127.0.0.1:${port}`;

const random = seededRandom(20261122);
function randomSearchString(): string {
  const route = randomRoute(random);
  const returnDate = randomReturn(random, route.departureDate);
  const adults = 1 + Math.floor(random() * 2);
  return encodeSearchString({ ...route, returnDate, adults, children: random() < 0.2 ? 1 : 0, infants: 0, isBusiness: random() < 0.1 });
}

const api = await benchApi();
const headers = xsrfHeaders(await api.app.request('/xsrf'));
const search = () => api.app.request('/flights/searches?wait=true', { method: 'POST', headers, body: JSON.stringify({ searchString: randomSearchString() }) });

for (let i = 0; i < 30; i += 1) await (await search()).text(); // warm-up (JIT, the first schedule days), not measured

let results = 0;
const timing = await timeCalls(searches, async () => {
  const res = await search();
  const json = (await res.json()) as { total?: number; complete?: boolean };
  results += json.total ?? 0;
  return res.status === 201 && json.complete === true;
});
const inProcess = {
  scenario: 'in-process complete search (POST /flights/searches?wait=true)',
  searches,
  averageResults: Math.round(results / Math.max(1, searches - timing.failures)),
  ...timing,
};
console.log(JSON.stringify(inProcess, null, 2));

const server = serve({ fetch: api.app.fetch, port, hostname: '127.0.0.1' });
const http = await autocannon({
  url: `${base}/flights/searches?wait=true`,
  method: 'POST',
  headers,
  connections: 50,
  duration: seconds,
  requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ searchString: randomSearchString() }) }) }],
});
console.log(JSON.stringify(autocannonSummary('HTTP complete search, autocannon 50 connections', http, { p97_5Ms: http.latency.p97_5 }), null, 2));
server.close();
await api.close();
process.exit(inProcess.p95Ms <= 50 && timing.failures === 0 && http.errors === 0 && http.non2xx === 0 ? 0 : 1);
