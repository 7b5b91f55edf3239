/**
 * Multi-city search beside one way and return: per shape, the time to the first itinerary (`?firstPage=true`) and to the complete
 * search, over BENCH_RUNS (20) searches of different dates, in process (through the app) and over HTTP (a real API process, one
 * search at a time). Env: BENCH_PORT (4230).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDaysIso, encodeSearchString, moscowTodayIso, multiCityParams, type FlightSearchParams } from 'shared/node';
import { startApiProcess } from './api-process.js';
import { benchApi, loadAverages, percentile, xsrfHeaders } from './bench-support.js';

const port = Number(process.env.BENCH_PORT ?? 4230);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const checkout = path.resolve(fileURLToPath(import.meta.url), '../../..');
const passengers = { adults: 1, children: 0, infants: 0, isBusiness: false };

/** Each shape's search starting `start` days ahead: legs two days apart. */
const shapes: { name: string; search: (start: number) => FlightSearchParams }[] = [
  {
    name: 'one way MOW–AER',
    search: (start) => ({ ...passengers, origin: 'MOW', destination: 'AER', departureDate: day(start), returnDate: null }),
  },
  {
    name: 'return MOW–AER',
    search: (start) => ({ ...passengers, origin: 'MOW', destination: 'AER', departureDate: day(start), returnDate: day(start + 7) }),
  },
  { name: '3 legs MOW–IST–AYT–MOW', search: (start) => legs(start, ['MOW', 'IST', 'AYT', 'MOW']) },
  { name: '6 legs MOW–IST–AYT–MOW–LED–KGD–MOW', search: (start) => legs(start, ['MOW', 'IST', 'AYT', 'MOW', 'LED', 'KGD', 'MOW']) },
];

function day(days: number): string {
  return addDaysIso(moscowTodayIso(), days);
}

function legs(start: number, cities: string[]): FlightSearchParams {
  return multiCityParams(
    cities.slice(1).map((destination, i) => ({ origin: cities[i]!, destination, date: day(start + 2 * i) })),
    passengers,
  );
}

/** What a search answer carries that the benchmark reads (the first page and the waiting polls). */
interface SearchAnswer {
  searchId: string;
  complete: boolean;
  cursor: number;
  total: number;
}
type Send = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<{ status: number; json: SearchAnswer }>;

/** One search: ms to the first itinerary and to complete. */
async function timeSearch(send: Send, searchString: string): Promise<{ firstMs: number; completeMs: number; results: number }> {
  const started = performance.now();
  const first = await send('POST', '/flights/searches?firstPage=true&limit=20', { searchString });
  if (first.status !== 201) throw new Error(`${searchString}: ${first.status} ${JSON.stringify(first.json)}`);
  const firstMs = performance.now() - started;
  let state = first.json;
  let cursor = state.cursor;
  while (!state.complete) {
    const poll = await send('GET', `/flights/searches/${state.searchId}?wait=true&compact=true&after=${cursor}`);
    state = poll.json;
    cursor = state.cursor;
  }
  return { firstMs, completeMs: performance.now() - started, results: state.total };
}

async function measure(where: string, send: Send) {
  // Warm-up (JIT, the first schedule days), not measured.
  for (const shape of shapes) await timeSearch(send, encodeSearchString(shape.search(300)));
  const rows = [];
  for (const shape of shapes) {
    const firsts: number[] = [];
    const completes: number[] = [];
    let results = 0;
    for (let i = 0; i < runs; i += 1) {
      const timing = await timeSearch(send, encodeSearchString(shape.search(20 + i * 11)));
      firsts.push(timing.firstMs);
      completes.push(timing.completeMs);
      results += timing.results;
    }
    rows.push({
      where,
      shape: shape.name,
      firstP50: percentile(firsts, 0.5),
      firstP95: percentile(firsts, 0.95),
      completeP50: percentile(completes, 0.5),
      completeP95: percentile(completes, 0.95),
      results: Math.round(results / runs),
    });
  }
  return rows;
}

const rows = [];
const api = await benchApi();
try {
  const headers = xsrfHeaders(await api.app.request('/xsrf'));
  rows.push(
    ...(await measure('in process', async (method, url, body) => {
      const res = await api.app.request(url, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
      return { status: res.status, json: (await res.json()) as SearchAnswer };
    })),
  );
} finally {
  await api.close();
}

const server = await startApiProcess(checkout, port);
try {
  const base = `http://127.0.0.1:${port}`;
  const headers = xsrfHeaders(await fetch(`${base}/xsrf`));
  rows.push(
    ...(await measure('HTTP', async (method, url, body) => {
      const res = await fetch(base + url, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
      return { status: res.status, json: (await res.json()) as SearchAnswer };
    })),
  );
} finally {
  server.stop();
}

const ms = (n: number) => n.toFixed(0);
console.log(`${runs} searches per shape, load average ${loadAverages()}`);
console.log('| where | search | first itinerary p50 / p95 ms | complete p50 / p95 ms | results |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(`| ${r.where} | ${r.shape} | ${ms(r.firstP50)} / ${ms(r.firstP95)} | ${ms(r.completeP50)} / ${ms(r.completeP95)} | ${r.results} |`);
}
