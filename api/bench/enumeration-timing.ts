/**
 * Can the timing of sign-up or recovery tell who has an account? Median and p90 (and statuses) of a registered and a new address
 * per call, interleaved so outside load hits both alike, at the production Argon2id cost, in-process.
 * Env: ENUM_SIGNUPS (20 per side), ENUM_RECOVERIES (200 per side).   pnpm --filter api exec tsx bench/enumeration-timing.ts
 */
import { createApi } from '../src/app.js';
import { testConfig } from '../src/config/env.js';
import { OWASP_ARGON2ID_COST } from '../src/auth/password-hashing.js';
import { xsrfHeaders } from './bench-support.js';

const signUps = Number(process.env.ENUM_SIGNUPS ?? 20);
const recoveries = Number(process.env.ENUM_RECOVERIES ?? 200);

const api = await createApi(
  testConfig({
    dataDir: ':memory:',
    databaseUrl: process.env.DATABASE_URL || undefined,
    rateLimits: { loginPerMinute: 1_000_000, restorePerMinute: 1_000_000 },
    passwordHashCost: OWASP_ARGON2ID_COST,
    logLevel: 'silent',
  }),
);

const headers = xsrfHeaders(await api.app.request('/xsrf'));

async function timed(path: string, body: unknown): Promise<{ ms: number; status: number }> {
  const started = process.hrtime.bigint();
  const res = await api.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  await res.text();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.status };
}

const registered = 'registered-person@example.ru';
await timed('/users', { email: registered, password: 'registered-password' });

function stats(samples: Array<{ ms: number; status: number }>) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const statuses = [...new Set(samples.map((s) => s.status))].join('/');
  return { median: at(0.5).toFixed(1), p90: at(0.9).toFixed(1), statuses };
}

async function compare(name: string, count: number, path: string, knownBody: () => unknown, unknownBody: (i: number) => unknown) {
  const known: Array<{ ms: number; status: number }> = [];
  const unknown: Array<{ ms: number; status: number }> = [];
  for (let i = 0; i < count; i += 1) {
    known.push(await timed(path, knownBody()));
    unknown.push(await timed(path, unknownBody(i)));
  }
  const k = stats(known);
  const u = stats(unknown);
  console.log(
    `${name.padEnd(24)} registered: median ${k.median} ms, p90 ${k.p90} ms, status ${k.statuses} | new/unknown: median ${u.median} ms, p90 ${u.p90} ms, status ${u.statuses}`,
  );
}

await compare(
  'POST /users',
  signUps,
  '/users',
  () => ({ email: registered, password: 'another-password' }),
  (i) => ({ email: `new-person-${i}@example.ru`, password: 'another-password' }),
);
await compare(
  'POST /users/restorations',
  recoveries,
  '/users/restorations',
  () => ({ email: registered }),
  (i) => ({ email: `nobody-${i}@example.ru` }),
);
await api.close();
