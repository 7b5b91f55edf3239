/**
 * Logins at 20 concurrent (POST /private/login_check, the demo account), before and after in one run: each side a real API process
 * of one checkout (this one, and with BENCH_BEFORE_DIR an older one with its own node_modules), one after the other so neither
 * shares the cores. Env: BENCH_PORT (4160; before +1), BENCH_SECONDS (20 per side), BENCH_LOGIN_CONNECTIONS (20).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_USER } from '../src/accounts/demo-user.js';
import { startApiProcess } from './api-process.js';
import { loadAverages, xsrfHeaders } from './bench-support.js';

const port = Number(process.env.BENCH_PORT ?? 4160);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 20);
const thisCheckout = path.resolve(fileURLToPath(import.meta.url), '../../..');
const sides = [
  ...(process.env.BENCH_BEFORE_DIR ? [{ name: 'before', checkout: path.resolve(process.env.BENCH_BEFORE_DIR), port: port + 1 }] : []),
  { name: 'after', checkout: thisCheckout, port },
];

const rows = [];
for (const side of sides) {
  const api = await startApiProcess(side.checkout, side.port, { RATE_LIMIT_LOGIN_PER_MIN: '1000000' });
  try {
    const base = `http://127.0.0.1:${side.port}`;
    const result = await autocannon({
      url: `${base}/private/login_check`,
      method: 'POST',
      headers: xsrfHeaders(await fetch(`${base}/xsrf`)),
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
      connections,
      duration: seconds,
      // A scrypt login of the older checkout queues behind the others: a short timeout would count it as an error.
      timeout: 120,
    });
    rows.push({
      side: side.name,
      checkout: side.checkout,
      logins: result.requests.total,
      loginsPerSecond: Math.round((result['2xx'] / result.duration) * 100) / 100,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
  } finally {
    api.stop();
  }
}

console.log(`POST /private/login_check, ${connections} concurrent, ${seconds} s a side, load average ${loadAverages()}`);
console.log('| side | logins/s | p50 ms | p99 ms | max ms | logins | non-2xx | errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.side} | ${r.loginsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.logins} | ${r.non2xx} | ${r.errors} |`);
const [before, after] = rows.length === 2 ? rows : [undefined, rows[0]!];
if (before && after) console.log(`after / before logins/s: ${(after.loginsPerSecond / before.loginsPerSecond).toFixed(1)}×`);
process.exit(rows.some((r) => r.non2xx > 0 || r.errors > 0) ? 1 : 0);
