import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../src/app.js';
import { testConfig } from '../../src/config/env.js';
import { createTestApi, type TestApi } from '../support/test-api.js';
import { confirmedAddressAlert, mailsTo, moscowNoon, searchWithDrop } from './price-alert-fixtures.js';

// Two API processes on one database (PGlite: two apps over one instance; PostgreSQL: two pools'
// worth of connections on one schema) run the same round at the same moment.
let first: TestApi;
let second: Api;

beforeAll(async () => {
  first = await createTestApi();
  second = await createApi(testConfig({ databaseUrl: process.env.DATABASE_URL || undefined }), { db: first.db });
});

afterAll(async () => {
  await second.jobs.stop();
  await first.close();
});

/** POST /dev/price-alerts/rounds on one app, with its own XSRF cookie. */
async function forceRoundOn(api: Pick<Api, 'app'>, asOf: string) {
  const cookie = /XSRF-TOKEN=([^;]+)/.exec((await api.app.request('/xsrf')).headers.get('set-cookie') ?? '')![1]!;
  const res = await api.app.request('/dev/price-alerts/rounds', {
    method: 'POST',
    headers: { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': decodeURIComponent(cookie), 'content-type': 'application/json' },
    body: JSON.stringify({ asOf }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { searches: number; checked: number; mails: number };
}

describe('two API processes racing for one round', () => {
  it('check each search once and send one mail', async () => {
    const email = 'alerts-race@example.ru';
    const { searchString, days } = searchWithDrop();
    await confirmedAddressAlert(first, email, searchString);
    const asOf = moscowNoon(days);
    const [a, b] = await Promise.all([forceRoundOn(first, asOf), forceRoundOn(second, asOf)]);
    expect(a.searches + b.searches).toBe(1);
    expect(a.mails + b.mails).toBe(1);
    const checks = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM price_alert_checks WHERE search_string = $1', [searchString]);
    expect(Number(checks.rows[0]!.n)).toBe(1);
    expect((await mailsTo(first, email)).filter((m) => m.subject.includes('вместо'))).toHaveLength(1);
  });
});
