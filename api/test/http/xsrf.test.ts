import { describe, expect, it } from 'vitest';
import { issueXsrfToken } from '../../src/http/middleware.js';
import { useTestApi, DEMO_USER } from '../support/test-api.js';

const api = useTestApi();

const login = { email: DEMO_USER.email, password: 'irrelevant-password' };
const post = (headers: Record<string, string>) => api.request('POST', '/private/login_check', { json: login, xsrf: false, headers });

describe('XSRF double submit', () => {
  it('GET /xsrf answers 204 and sets a readable, Lax, site-wide XSRF-TOKEN cookie', async () => {
    const res = await api.app.request('/xsrf');
    expect(res.status).toBe(204);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('does not replace a valid cookie, and replaces a forged one', async () => {
    const valid = issueXsrfToken(api.config.jwtSecret);
    const kept = await api.app.request('/health', { headers: { cookie: `XSRF-TOKEN=${valid}` } });
    expect(kept.headers.get('set-cookie')).toBeNull();
    const replaced = await api.app.request('/health', { headers: { cookie: 'XSRF-TOKEN=forged.value' } });
    expect(replaced.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
  });

  it('refuses a POST without cookie and header with 403 XSRF_MISMATCH in Russian', async () => {
    const res = await post({});
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('XSRF_MISMATCH');
    expect(res.body.error.message).toMatch(/[а-я]/);
    expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
  });

  it('refuses a header that differs from the cookie, and a cookie without header', async () => {
    const cookie = issueXsrfToken(api.config.jwtSecret);
    const other = issueXsrfToken(api.config.jwtSecret);
    expect((await post({ cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': other })).status).toBe(403);
    expect((await post({ cookie: `XSRF-TOKEN=${cookie}` })).status).toBe(403);
    expect((await post({ 'x-xsrf-token': cookie })).status).toBe(403);
  });

  it('refuses a matching pair that the API did not sign (plain double submit is not enough)', async () => {
    const planted = 'attacker-nonce.attacker-signature';
    const res = await post({ cookie: `XSRF-TOKEN=${planted}`, 'x-xsrf-token': planted });
    expect(res.status).toBe(403);
  });

  it('accepts a signed cookie echoed in the header (the request reaches the handler)', async () => {
    const cookie = issueXsrfToken(api.config.jwtSecret);
    const res = await post({ cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Логин или пароль введены неверно');
  });

  it('guards PUT and DELETE too, and lets GET through without a token', async () => {
    expect((await api.request('PUT', '/private/user', { xsrf: false, json: {} })).status).toBe(403);
    expect((await api.request('DELETE', '/private/user', { xsrf: false })).status).toBe(403);
    expect((await api.request('GET', '/countries')).status).toBe(200);
  });
});
