import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { defineRoute } from '../../src/http/route.js';
import type { ApiModule } from '../../src/modules/api-module.js';
import { allModules } from '../../src/modules/all-modules.js';
import { createTestApi, DEMO_USER, type TestApi } from '../support/test-api.js';
import { contacts, createOfferFor, russianAdult, searchStringFor } from '../flights/flight-fixtures.js';

/** Answers the same to everyone and may be cached by browsers and proxies. */
const PUBLIC_ROUTES = new Set(['GET /countries']);

/** A module with a personal route that (wrongly) asks for public caching. */
const careless: ApiModule = {
  name: 'careless',
  routes: () => [
    defineRoute({
      method: 'GET',
      path: '/careless/me',
      tags: ['test'],
      summary: 'Личные данные с публичным кэшем',
      auth: 'required',
      responses: { 200: { description: 'ok', schema: v.object({ email: v.string() }) } },
      handler: (c, { user }) => {
        c.header('Cache-Control', 'public, max-age=600');
        return c.json({ email: user.email });
      },
    }),
  ],
};

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi({}, { modules: [...allModules, careless] });
  token = await api.login(DEMO_USER.email, DEMO_USER.password);
});
afterAll(() => api.close());

describe('Cache-Control on personal answers', () => {
  it('every route of the API answers no-store, except the declared public ones for an anonymous caller', async () => {
    const cacheable: Record<'anonymous' | 'signedIn', string[]> = { anonymous: [], signedIn: [] };
    for (const route of api.routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const caller of ['anonymous', 'signedIn'] as const) {
        const res = await api.request(route.method, path, {
          ...(caller === 'signedIn' ? { token } : {}),
          ...(route.method === 'GET' ? {} : { json: {} }),
        });
        if (res.headers.get('cache-control') !== 'no-store') cacheable[caller].push(`${route.method} ${route.path}`);
      }
    }
    expect(cacheable.anonymous).toEqual([...PUBLIC_ROUTES]);
    expect(cacheable.signedIn).toEqual([]);
  });

  it('the signed-in user, an order, its payment and the saved passengers are no-store', async () => {
    const me = await api.request('GET', '/private/login', { token });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');

    const offer = await createOfferFor(api, searchStringFor({}, 33));
    const order = await api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [russianAdult], contacts }, token });
    expect(order.status).toBe(201);
    expect(order.headers.get('cache-control')).toBe('no-store');
    const read = await api.request('GET', `/flights/orders/${order.body.orderUuid}`, { token });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const payment = await api.request('POST', `/flights/orders/${order.body.orderUuid}/payments`, {
      json: { method: 'card' },
      headers: { 'Idempotency-Key': 'cache-control-payment-1' },
      token,
    });
    expect(payment.status).toBeLessThan(300);
    expect(payment.headers.get('cache-control')).toBe('no-store');
    const passengers = await api.request('GET', '/profile/passengers', { token });
    expect(passengers.status).toBe(200);
    expect(passengers.headers.get('cache-control')).toBe('no-store');
  });

  it('a personal route cannot opt into a public cache', async () => {
    const res = await api.request('GET', '/careless/me', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the public country list stays cacheable for an anonymous caller only', async () => {
    expect((await api.request('GET', '/countries')).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await api.request('GET', '/countries', { token })).headers.get('cache-control')).toBe('no-store');
  });
});
