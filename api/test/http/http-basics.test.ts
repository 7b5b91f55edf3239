import { describe, expect, it } from 'vitest';
import { useTestApi, isErrorShape } from '../support/test-api.js';

const api = useTestApi({ bodyLimitBytes: 2048 });

describe('errors', () => {
  it('answers an unknown route with 404 in the error shape', async () => {
    const res = await api.request('GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Не найдено' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await api.request('POST', '/users', { rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', message: 'Тело запроса не является корректным JSON' });
  });

  it('answers a non-JSON body with 400', async () => {
    const res = await api.request('POST', '/users', { rawBody: 'email=a@b.ru', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
  });

  it.each(['[]', '"text"', '42', 'null', 'true'])('answers the JSON body %s with 400 and a Russian message', async (raw) => {
    const res = await api.request('POST', '/users', { rawBody: raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
  });

  it('refuses a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await api.request('POST', '/users', { json: { email: 'a@example.ru', password: 'x'.repeat(5000) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(isErrorShape(res.body)).toBe(true);
  });
});

describe('CORS', () => {
  it('echoes an allowed origin with credentials', async () => {
    const res = await api.app.request('/countries', { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers a preflight from an allowed origin, allowing the XSRF and Authorization headers', async () => {
    const res = await api.app.request('/private/login_check', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token,authorization',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-xsrf-token');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('gives no CORS grant to a foreign origin', async () => {
    const res = await api.app.request('/countries', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers', () => {
  it('sets nosniff, frame denial and a closed CSP on API answers', async () => {
    const res = await api.app.request('/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('strict-transport-security')).toContain('max-age');
  });
});

describe('UTM', () => {
  it('accepts utm_* on any request', async () => {
    const res = await api.request('GET', '/pages/about?utm_campaign=navbar&utm_source=site&utm_medium=x');
    expect(res.status).toBe(200);
  });
});

describe('values PostgreSQL cannot store', () => {
  it('refuses a NUL character in query, params or body with 400, on any route', async () => {
    const query = await api.request('GET', '/dev/outbox?to=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.error.fields).toEqual({ to: 'Недопустимый символ в значении' });
    const body = await api.request('PUT', '/users/password', { json: { token: 'a\u0000b', password: 'long-enough-1' } });
    expect(body.status).toBe(400);
    expect(isErrorShape(body.body)).toBe(true);
    const param = await api.request('POST', '/private/login_token/a%00b');
    expect(param.status).toBe(400);
  });
});
