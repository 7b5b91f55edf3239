import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../src/http/route.js';
import { useTestApi, isErrorShape } from '../support/test-api.js';
import { contacts, internationalAdult } from '../flights/flight-fixtures.js';

/**
 * A JSON body that is valid JSON but not an object (null, a number, a string…) once reached a
 * cross-field rule of the passenger schema, which read fields of it and threw: 500 instead of
 * 400 on POST/PUT /profile/passengers and POST /flights/orders. The fuzz hit it only when a
 * signed-in request with a valid XSRF pair happened to carry such a body to that route.
 */
const api = useTestApi({ rateLimits: { loginPerMinute: 100_000, restorePerMinute: 100_000 } });
let token: string;
beforeAll(async () => {
  ({ token } = await api.signUp('non-object-bodies@example.ru'));
});

const NOT_OBJECTS = ['null', '42', '-1.5', 'true', 'false', '"text"', '""', '[]', '[null]', '[1,2]'];

function fill(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, () => randomUUID());
}

describe('JSON bodies that are not objects', () => {
  it('get 4xx in the error shape on every route that takes a body, signed in and with XSRF', async () => {
    const routes = api.routes.filter((route: RouteDefinition) => route.body);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /profile/passengers', 'PUT /profile/passengers/:passengerUuid', 'POST /flights/orders']),
    );
    const failures: string[] = [];
    for (const route of routes) {
      for (const raw of NOT_OBJECTS) {
        const res = await api.request(route.method, fill(route.path), { rawBody: raw, token, headers: { 'content-type': 'application/json' } });
        if (res.status >= 500 || res.status < 400 || !isErrorShape(res.body)) failures.push(`${route.method} ${route.path} ${raw} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answer 400 with the passengers field when a booking passenger is not an object', async () => {
    for (const passenger of [null, 42, 'text', true, []]) {
      const res = await api.request('POST', '/flights/orders', { json: { offerId: randomUUID(), passengers: [passenger], contacts }, token });
      expect(res.status, JSON.stringify(passenger)).toBe(400);
      const fields = res.body.error.fields as Record<string, string>;
      expect(
        Object.keys(fields).some((key) => key.startsWith('passengers.0')),
        JSON.stringify(fields),
      ).toBe(true);
      for (const message of Object.values(fields)) expect(message, JSON.stringify(passenger)).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('still check the names and document number of an object passenger (the guard skips only non-objects)', async () => {
    const res = await api.request('POST', '/profile/passengers', { json: { ...internationalAdult, lastName: 'Иванов', documentNumber: '12' }, token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['lastName', 'documentNumber']));
  });
});
