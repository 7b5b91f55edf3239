/**
 * Memory soak: generated traffic against one API process (server.ts, its own embedded database or DATABASE_URL), printing its RSS
 * (from /proc) before, at the peak and after, so a cache without a bound shows as an "after" that keeps the peak. Traffic: random
 * complete searches, made-up search ids, autocomplete with random text, wrong logins, 404s. Bounded by SOAK_REQUESTS (20,000),
 * SOAK_SECONDS (120); SOAK_CONNECTIONS (50).   pnpm --filter api exec tsx bench/soak.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSearchString } from 'shared/node';
// @ts-expect-error plain ESM without types, dependency-free on purpose
import { freePort } from '../../deploy/production.mjs';
import { API_ROOT } from '../src/config/env.js';
import { startApiProcess } from './api-process.js';
import { randomReturn, randomRoute, seededRandom, xsrfHeaders } from './bench-support.js';

const totalRequests = Number(process.env.SOAK_REQUESTS ?? 20_000);
const seconds = Number(process.env.SOAK_SECONDS ?? 120);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);

const random = seededRandom(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function randomSearchString(): string {
  const route = randomRoute(random);
  const returnDate = randomReturn(random, route.departureDate);
  return encodeSearchString({ ...route, returnDate, adults: 1 + Math.floor(random() * 3), children: 0, infants: 0, isBusiness: random() < 0.2 });
}

/** A well-formed search id no process has seen: answering it starts a search from the id. */
const madeUpSearchId = () =>
  `${randomSearchString()}.${random() < 0.5 ? 1 : 0}.${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`;

const port = Number(process.env.SOAK_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
// the embedded database in a folder of its own, or DATABASE_URL's
const api = await startApiProcess(path.resolve(API_ROOT, '..'), port, {
  NODE_ENV: 'development',
  RATE_LIMIT_LOGIN_PER_MIN: '1000000',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
});
process.on('exit', api.stop);

const rssMiB = () => {
  const status = readFileSync(`/proc/${api.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

// XSRF for the POSTs: one cookie for the whole run.
const postHeaders = xsrfHeaders(await fetch(`${base}/xsrf`));

// Warm-up: the first searches build the schedules every later one shares.
for (let i = 0; i < 20; i += 1)
  await fetch(`${base}/flights/searches?wait=true`, { method: 'POST', headers: postHeaders, body: JSON.stringify({ searchString: randomSearchString() }) });
const before = rssMiB();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMiB());
}, 200);

const statuses = new Map<number, number>();
let sent = 0;
const deadline = Date.now() + seconds * 1000;
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
const call = async (url: string, init?: RequestInit) => {
  sent += 1;
  try {
    const response = await fetch(`${base}${url}`, init);
    await response.arrayBuffer();
    count(response.status);
    return response;
  } catch {
    count(0);
    return null;
  }
};

async function oneJourney(): Promise<void> {
  const kind = random();
  if (kind < 0.35) {
    const created = await call('/flights/searches?wait=true', {
      method: 'POST',
      headers: postHeaders,
      body: JSON.stringify({ searchString: randomSearchString() }),
    });
    if (!created?.ok) return;
  } else if (kind < 0.75) {
    const id = madeUpSearchId();
    await call(`/flights/searches/${id}?after=${Math.floor(random() * 3) * 20}`);
    if (random() < 0.3) await call(`/flights/searches/${id}/calendar`);
  } else if (kind < 0.9) {
    const text = Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick([...'абвгдеёжзиклмнопрстуфхцчшщэюяabcdefghijklmnopqrstuvwxyz'])).join('');
    await call(`/flights/places?query=${encodeURIComponent(text)}`);
  } else if (kind < 0.95) {
    await call('/private/login_check', {
      method: 'POST',
      headers: postHeaders,
      body: JSON.stringify({ email: `soak-${Math.floor(random() * 1e9)}@example.ru`, password: 'wrong-password' }),
    });
  } else {
    await call(`/no/such/${Math.floor(random() * 1e9)}`);
  }
}

const startedAt = Date.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (sent < totalRequests && Date.now() < deadline) await oneJourney();
  }),
);
const elapsed = (Date.now() - startedAt) / 1000;
// Settle: searches still queued finish, then the process may give memory back.
await new Promise((resolve) => setTimeout(resolve, 5000));
clearInterval(sampler);
const after = rssMiB();

const byStatus = [...statuses.entries()]
  .sort(([a], [b]) => a - b)
  .map(([status, n]) => `${status}: ${n}`)
  .join(', ');
console.log(`soak: ${sent} requests in ${elapsed.toFixed(1)} s over ${connections} connections (${byStatus})`);
console.log(`RSS before ${before.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, after ${after.toFixed(0)} MiB`);
api.stop();
process.exit(0);
