import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/database.js';
import { openPostgresDatabase } from '../../src/db/postgres-database.js';
import { defineRoute } from '../../src/http/route.js';
import { allModules } from '../../src/modules/all-modules.js';
import type { ApiModule } from '../../src/modules/api-module.js';
import { createTestApi, isErrorShape, type TestApi } from '../support/test-api.js';

/** A route whose database call fails the way pg fails when the server is down. */
const brokenDatabase: ApiModule = {
  name: 'broken-database',
  routes: () => [
    defineRoute({
      method: 'GET',
      path: '/broken-database',
      tags: ['test'],
      summary: 'База недоступна',
      responses: { 200: { description: 'never' } },
      handler: () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    }),
  ],
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({}, { modules: [...allModules, brokenDatabase] });
});
afterAll(() => api.close());

describe('liveness and readiness', () => {
  it('liveness answers without the database', async () => {
    const res = await api.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('readiness checks that the database answers and every migration is applied', async () => {
    const ready = await api.request('GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.migrations).toBeGreaterThanOrEqual(6);

    await api.db.query('DELETE FROM schema_migrations WHERE version = 300');
    const behind = await api.request('GET', '/health/ready');
    expect(behind.status).toBe(503);
    expect(isErrorShape(behind.body)).toBe(true);
    expect(behind.body.error.message).toContain('300');
    await api.db.query(`INSERT INTO schema_migrations (version, name) VALUES (300, '300_rate_limits.sql')`);
    expect((await api.request('GET', '/health/ready')).status).toBe(200);
  });

  it('both are declared in /openapi.json', async () => {
    const doc = await api.request('GET', '/openapi.json');
    expect(doc.body.paths['/health'].get).toBeDefined();
    expect(doc.body.paths['/health/ready'].get.responses['503']).toBeDefined();
  });
});

describe('database unavailable', () => {
  it('answers a Russian 503 with Retry-After in the error shape, not 500', async () => {
    const res = await api.request('GET', '/broken-database');
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Сервис временно недоступен. Попробуйте через минуту.' });
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it('a server that accepts but never answers fails the connection within the timeout instead of hanging', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const started = Date.now();
    try {
      const error = await openPostgresDatabase(`postgres://nobody@127.0.0.1:${port}/none`, { timeoutMs: 500 }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      silent.close();
    }
  });

  it('tells a lost server from a client mistake', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))).toBe(false);
  });
});
