/**
 * Auth benchmark on loopback (autocannon, bounded time):
 *  - POST /private/login_check latency (Argon2id at OWASP cost dominates, by design);
 *  - GET /private/login throughput (JWT verify + one indexed user lookup).
 * Runs the real app on the embedded database (or DATABASE_URL). Env: BENCH_PORT (4150),
 * BENCH_SECONDS (10 per scenario), BENCH_LOGIN_CONNECTIONS (4), BENCH_READ_CONNECTIONS (32).
 */
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApi } from '../src/app.js';
import { testConfig } from '../src/config/env.js';
import { DEMO_USER } from '../src/accounts/demo-user.js';
import { OWASP_ARGON2ID_COST } from '../src/auth/password-hashing.js';
import { xsrfHeaders } from './bench-support.js';

const port = Number(process.env.BENCH_PORT ?? 4150);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${port}`;

const api = await createApi(
  testConfig({
    nodeEnv: 'production',
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
    dataDir: ':memory:',
    databaseUrl: process.env.DATABASE_URL || undefined,
    rateLimits: { loginPerMinute: 1_000_000, restorePerMinute: 1_000_000 },
    // The production cost: the figure that matters is login latency at OWASP Argon2id parameters.
    passwordHashCost: OWASP_ARGON2ID_COST,
    logLevel: 'silent',
  }),
);
const server = serve({ fetch: api.app.fetch, port, hostname: '127.0.0.1' });

const loginBody = JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password });
const loginHeaders = xsrfHeaders(await fetch(`${base}/xsrf`));
const { token } = (await (await fetch(`${base}/private/login_check`, { method: 'POST', headers: loginHeaders, body: loginBody })).json()) as { token: string };

const login = await autocannon({
  url: `${base}/private/login_check`,
  method: 'POST',
  headers: loginHeaders,
  body: loginBody,
  connections: Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 4),
  duration: seconds,
});
const me = await autocannon({
  url: `${base}/private/login`,
  headers: { authorization: `Bearer ${token}` },
  connections: Number(process.env.BENCH_READ_CONNECTIONS ?? 32),
  duration: seconds,
});

const summary = (name: string, r: autocannon.Result) => ({
  scenario: name,
  connections: r.connections,
  seconds: r.duration,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  reqPerSec: Math.round(r.requests.average * 10) / 10,
  latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, avg: r.latency.average },
});
const results = [summary('POST /private/login_check', login), summary('GET /private/login', me)];
console.log(JSON.stringify({ database: api.db.kind, argon2id: OWASP_ARGON2ID_COST, results }, null, 2));
for (const r of results) {
  console.log(
    `${r.scenario}: ${r.reqPerSec} req/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (${r.connections} connections, ${r.seconds} s)`,
  );
}

server.close();
await api.close();
const failed = results.some((r) => r.non2xx > 0 || r.errors > 0 || r.requests === 0);
process.exit(failed ? 1 : 0);
