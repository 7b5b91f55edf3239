import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../src/app.js';
import { testConfig } from '../../src/config/env.js';
import { RateLimiter } from '../../src/http/rate-limiter.js';
import { createTestApi, DEMO_USER, type TestApi } from '../support/test-api.js';

/**
 * Two API processes behind a balancer share one database: a budget counted in memory would let
 * each of them allow the limit. Here a second app on the same database stands in for the second
 * process (the production-topology test does it with real processes and nginx).
 */
let first: TestApi;
let second: Api;
beforeAll(async () => {
  first = await createTestApi({ rateLimits: { loginPerMinute: 10, restorePerMinute: 3 } });
  second = await createApi(testConfig({ rateLimits: { loginPerMinute: 10, restorePerMinute: 3 } }), { db: first.db });
});
afterAll(async () => {
  await second.mailer.drain();
  await first.close();
});

async function loginVia(app: Api['app'], xsrf: string) {
  const res = await app.request('/private/login_check', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf, 'x-forwarded-for': '10.9.0.1' },
    body: JSON.stringify({ email: DEMO_USER.email, password: 'wrong-password' }),
  });
  return res.status;
}

describe('rate limits shared by every process', () => {
  it('refuses the 11th login attempt in a minute whichever process answers', async () => {
    const prime = await first.app.request('/xsrf');
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(prime.headers.get('set-cookie') ?? '')![1]!);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push(await loginVia(i % 2 === 0 ? first.app : second.app, xsrf));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('opens a new window once the old one has passed', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(first.db, 'test-window', 2, 60_000, () => now);
    expect(await limiter.hit('k')).toBe(0);
    expect(await limiter.hit('k')).toBe(0);
    expect(await limiter.hit('k')).toBe(60);
    now += 30_000;
    expect(await limiter.hit('k')).toBe(30);
    now += 30_001;
    expect(await limiter.hit('k')).toBe(0);
    expect(await limiter.hit('other')).toBe(0);
  });

  it('keeps no e-mail in the table, only its hash', async () => {
    const { rows } = await first.db.query<{ key_hash: string }>('SELECT key_hash FROM rate_limit_windows');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.key_hash.includes('@'))).toBe(false);
  });
});
