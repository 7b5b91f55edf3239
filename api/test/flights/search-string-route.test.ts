import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApi, isErrorShape } from '../support/test-api.js';

const api = useTestApi();

describe('search strings at the API edge', () => {
  it('any string gives 201 or a Russian 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.stringMatching(/^[A-Z]{3}\d{4}[A-Z]{3}\d{1,7}B?$/),
          fc.constantFrom('MOW2902LED1', 'MOW0000LED1', 'ZZZ0101AAA1'),
        ),
        async (searchString) => {
          const res = await api.request('POST', '/flights/searches', { json: { searchString } });
          if (res.status === 201) expect(res.body.searchId).toContain('.');
          else {
            expect(res.status).toBe(400);
            expect(isErrorShape(res.body)).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('bodies of the wrong type are a 400 too', async () => {
    for (const json of [{}, { searchString: 42 }, { searchString: 'MOW2512LED1', allowAirportChange: 'yes' }, []]) {
      const res = await api.request('POST', '/flights/searches', { json });
      expect(res.status).toBe(400);
      expect(isErrorShape(res.body)).toBe(true);
    }
  });

  it('documents every flights route in /openapi.json', async () => {
    const doc = (await api.request('GET', '/openapi.json')).body;
    // The results list is filtered and sorted where it is shown (shared/src/flights/result-rules.ts).
    expect(doc.paths['/flights/searches/{searchId}/results']).toBeUndefined();
    for (const path of [
      '/flights/places',
      '/flights/searches',
      '/flights/searches/{searchId}',
      '/flights/searches/{searchId}/calendar',
      '/flights/offers',
      '/flights/offers/{offerId}',
      '/flights/orders',
      '/flights/orders/{orderUuid}',
      '/flights/orders/{orderUuid}/payments',
      '/payments/{paymentUuid}',
      '/payments/{paymentUuid}/attempts',
      '/profile/orders',
      '/profile/orders/{orderUuid}/options',
      '/profile/passengers',
      '/flights/deeplinks',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

describe('CORS for the payment calls', () => {
  it('lets the site send Idempotency-Key from its own origin', async () => {
    const res = await api.app.request('/flights/orders/7d6f3f36-2a43-4c83-9a57-3b1a0c7d0a11/payments', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key,x-xsrf-token',
      },
    });
    expect((res.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain('idempotency-key');
  });
});
