import { describe, expect, it } from 'vitest';
import { toOpenApiPath } from '../../src/http/openapi.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

describe('GET /openapi.json', () => {
  it('describes every registered route, with request schemas from the shared valibot contracts', async () => {
    const res = await api.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.0.3');
    for (const route of api.routes) {
      expect(doc.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    const login = doc.paths['/private/login_check'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(login.requestBody.content['application/json'].schema.properties.email.format).toBe('email');
    expect(doc.paths['/private/login'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/pages/{slug}'].get.parameters[0]).toMatchObject({ name: 'slug', in: 'path', required: true });
    expect(doc.paths['/users'].post.responses['202'].content['application/json'].schema.properties.message).toBeDefined();
    expect(doc.components.schemas.ErrorBody.properties.error).toBeDefined();
  });

  it('declares the error statuses each route can answer (the fuzz test holds routes to them)', async () => {
    const { paths } = (await api.request('GET', '/openapi.json')).body;
    for (const [path, operations] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['400', '413', '429', '431', '500', '503']));
        if (path.includes('{')) expect(Object.keys(operation.responses), `${method} ${path}`).toContain('404');
      }
    }
    expect(Object.keys(paths['/flights/orders'].post.responses)).toEqual(expect.arrayContaining(['201', '403', '404', '409', '410']));
    expect(Object.keys(paths['/private/login_token/{token}'].post.responses)).toEqual(expect.arrayContaining(['200', '404', '410']));
    expect(Object.keys(paths['/users/confirmations'].post.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '409', '410']));
    expect(Object.keys(paths['/users/password/link-checks'].post.responses)).toEqual(expect.arrayContaining(['204', '404', '410']));
    expect(paths['/flights/searches'].post.responses['503'].description).toMatch(/Очередь поиска/);
  });

  it('describes every return and exchange call with its errors (product rules §D Возврат и обмен)', async () => {
    const { paths } = (await api.request('GET', '/openapi.json')).body;
    const calls: [string, string, string[]][] = [
      ['/flights/orders/{orderUuid}/refunds/quote', 'get', ['200', '400', '404', '409']],
      ['/flights/orders/{orderUuid}/refunds', 'post', ['201', '400', '404', '409']],
      ['/flights/orders/{orderUuid}/refunds', 'get', ['200', '404']],
      ['/flights/orders/{orderUuid}/refunds/{refundUuid}', 'get', ['200', '404']],
      ['/flights/orders/{orderUuid}/exchanges/quote', 'get', ['200', '400', '404', '409']],
      ['/flights/orders/{orderUuid}/exchanges', 'post', ['201', '400', '404', '409', '410']],
      ['/flights/orders/{orderUuid}/exchanges', 'get', ['200', '404']],
      ['/flights/orders/{orderUuid}/exchanges/{exchangeUuid}', 'get', ['200', '404']],
      ['/payments/{paymentUuid}/attempts', 'post', ['201', '404', '409', '410']],
    ];
    for (const [path, method, statuses] of calls) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(statuses));
      expect(operation.summary, `${method} ${path}`).toMatch(/[а-яё]/i);
    }
    const refund = paths['/flights/orders/{orderUuid}/refunds'].post;
    expect(refund.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true })]));
    expect(refund.responses['201'].content['application/json'].schema.properties.status.enum).toEqual(['REQUESTED', 'PROCESSING', 'REFUNDED', 'FAILED']);
  });

  it('declares the 404 of an unknown popular-routes origin, as the route answers it', async () => {
    const res = await api.request('GET', '/flights/popular-routes?origin=ZZQ');
    expect(res.status).toBe(404);
    const { paths } = (await api.request('GET', '/openapi.json')).body;
    expect(Object.keys(paths['/flights/popular-routes'].get.responses)).toContain('404');
  });

  it('declares the route page’s prices with both query codes and the 400 and 404 they answer', async () => {
    const { paths } = (await api.request('GET', '/openapi.json')).body;
    const routePrices = paths['/flights/route-prices'].get;
    expect(routePrices.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['origin', 'destination']));
    expect(Object.keys(routePrices.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(routePrices.responses['200'].content['application/json'].schema.properties.days.type).toBe('array');
  });

  it('declares one-click unsubscribe without the XSRF header and 403 it never asks for nor answers', async () => {
    const res = await api.request('POST', '/price-alerts/unsubscribe/not-a-real-token', { xsrf: false });
    expect(res.status).not.toBe(403);
    const { paths } = (await api.request('GET', '/openapi.json')).body;
    const unsubscribe = paths['/price-alerts/unsubscribe/{token}'].post;
    expect(unsubscribe.parameters).not.toContainEqual({ $ref: '#/components/parameters/XsrfHeader' });
    expect(Object.keys(unsubscribe.responses)).not.toContain('403');
    expect(paths['/flights/orders'].post.parameters).toContainEqual({ $ref: '#/components/parameters/XsrfHeader' });
  });

  it('lists the product rules §7 account calls', async () => {
    const { paths } = (await api.request('GET', '/openapi.json')).body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/private/login',
        '/private/login_check',
        '/private/login_token/{token}',
        '/private/user',
        '/users',
        '/users/restorations',
        '/users/password',
        '/pages/{slug}',
        '/countries',
        '/xsrf',
      ]),
    );
  });
});
