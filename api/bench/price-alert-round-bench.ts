/**
 * One forced price-alert round over 10,000 subscriptions on 500 distinct searches: wall time and
 * peak memory (max RSS) of one API process, then of two processes racing for the same round.
 * Needs PostgreSQL (two processes share one database):
 *   PG_PORT=4350 node api/scripts/with-postgres.mjs -- pnpm --filter api exec tsx bench/price-alert-round-bench.ts
 * Env: BENCH_SEARCHES (500), BENCH_PER_SEARCH (20).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { addDaysIso, encodeSearchString, moscowTodayIso } from 'shared/node';
import { createApi } from '../src/app.js';
import { testConfig } from '../src/config/env.js';
import { referenceData } from '../src/flights/reference/reference-data.js';
import { xsrfHeaders } from './bench-support.js';

const searches = Number(process.env.BENCH_SEARCHES ?? 500);
const perSearch = Number(process.env.BENCH_PER_SEARCH ?? 20);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: run through api/scripts/with-postgres.mjs');
const config = () => testConfig({ databaseUrl, seedDemo: false, logLevel: 'error' });

interface WorkerResult {
  ms: number;
  maxRssMb: number;
  round: { searches: number; checked: number; mails: number; ended: number };
}

/** In a child process: build the API, force the round at `asOf`, report. */
async function worker(asOf: string): Promise<void> {
  const api = await createApi(config());
  const headers = xsrfHeaders(await api.app.request('/xsrf'));
  const started = performance.now();
  const res = await api.app.request('/dev/price-alerts/rounds', {
    method: 'POST',
    headers,
    body: JSON.stringify({ asOf }),
  });
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`round: ${res.status} ${await res.text()}`);
  const result: WorkerResult = { ms, maxRssMb: process.resourceUsage().maxRSS / 1024, round: (await res.json()) as WorkerResult['round'] };
  await api.close();
  process.stdout.write(JSON.stringify(result));
}

const run = promisify(execFile);
async function spawnWorker(asOf: string): Promise<WorkerResult> {
  const { stdout } = await run(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), 'worker', asOf], {
    env: process.env,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as WorkerResult;
}

/**
 * 500 searches from Moscow (50 destinations × 10 days), 20 confirmed subscribers each; the first
 * subscriber of each search last heard of a price far above today's, so a round mails 500 drops.
 */
async function seed(): Promise<void> {
  const api = await createApi(config());
  const today = moscowTodayIso();
  const destinations = referenceData()
    .cities.filter((city) => city.code !== 'MOW')
    .slice(0, Math.ceil(searches / 10));
  const rows: Array<[string, string]> = [];
  for (const city of destinations) {
    for (let day = 0; day < 10 && rows.length < searches; day += 1) {
      const departureDate = addDaysIso(today, 20 + day);
      const params = { origin: 'MOW', destination: city.code, departureDate, returnDate: null, adults: 1, children: 0, infants: 0, isBusiness: false };
      rows.push([encodeSearchString(params), departureDate]);
    }
  }
  const ids = rows.flatMap(([searchString, departureDate], s) => Array.from({ length: perSearch }, (_, k) => [s, k, searchString, departureDate] as const));
  await api.db.query(
    `INSERT INTO price_alerts (id, email, search_string, departure_date, origin, destination, adults, children, infants, is_business, status,
       price_at_subscription, notified_price, confirmed_at)
     SELECT gen_random_uuid(), 'bench-' || s || '-' || k || '@example.ru', ss, dd, 'MOW', substr(ss, 8, 3), 1, 0, 0, false, 'active', NULL, NULL, now()
     FROM unnest($1::int[], $2::int[], $3::text[], $4::date[]) AS t(s, k, ss, dd)`,
    [ids.map((i) => i[0]), ids.map((i) => i[1]), ids.map((i) => i[2]), ids.map((i) => i[3])],
  );
  await api.close();
  await reset();
  console.log(`seeded ${ids.length} subscriptions over ${rows.length} searches`);
}

/** Before each measured round: the same state, so one and two processes do the same work. */
async function reset(): Promise<void> {
  const api = await createApi(config());
  await api.db.query(`UPDATE price_alerts SET notified_price = CASE WHEN email LIKE 'bench-%-0@%' THEN 1000000 END, last_mail_day = NULL`);
  await api.close();
}

async function main(): Promise<void> {
  await seed();
  const at = (days: number) => `${addDaysIso(moscowTodayIso(), days)}T09:00:00.000Z`;
  const one = await spawnWorker(at(1));
  await reset();
  const two = await Promise.all([spawnWorker(at(2)), spawnWorker(at(2))]);
  const table = [
    {
      processes: 1,
      wallSeconds: (one.ms / 1000).toFixed(1),
      maxRssMb: one.maxRssMb.toFixed(0),
      searches: one.round.searches,
      checked: one.round.checked,
      mails: one.round.mails,
    },
    {
      processes: 2,
      wallSeconds: (Math.max(...two.map((w) => w.ms)) / 1000).toFixed(1),
      maxRssMb: two.map((w) => w.maxRssMb.toFixed(0)).join(' / '),
      searches: two.map((w) => w.round.searches).join(' + '),
      checked: two.reduce((sum, w) => sum + w.round.checked, 0),
      mails: two.reduce((sum, w) => sum + w.round.mails, 0),
    },
  ];
  console.table(table);
}

if (process.argv[2] === 'worker') await worker(process.argv[3]!);
else await main();
