// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost, configureApiClient } from '..';

// The page server's client (docs/architecture.md, "Server rendering"): no document, no cookie store.
// Its first-screen POST (a search) must still pass the API's XSRF rule, so the client keeps the XSRF
// cookie the API sets, and that one only.

interface Sent {
  method: string;
  path: string;
  cookie: string | null;
  xsrf: string | null;
}

/** The API's XSRF rule as api/src/http/middleware.ts has it: a cookie on every answer that lacks one, a POST refused without the header equal to it. */
function apiWithXsrf() {
  const sent: Sent[] = [];
  let issued = 0;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const url = new URL(input);
    const cookie = headers.get('Cookie');
    const xsrf = headers.get('X-XSRF-TOKEN');
    sent.push({ method: init.method ?? 'GET', path: url.pathname, cookie, xsrf });
    const held = /XSRF-TOKEN=([^;]+)/.exec(cookie ?? '')?.[1];
    const answer = new Headers({ 'Content-Type': 'application/json' });
    if (!held) {
      issued += 1;
      answer.append('Set-Cookie', `XSRF-TOKEN=t%3D${issued}; Path=/; SameSite=Lax`);
    }
    // a visitor's own cookie (the tours wishlist's): never to be kept for anyone else
    answer.append('Set-Cookie', 'tours_visitor=someone; Path=/; HttpOnly');
    if (init.method === 'POST' && (!held || xsrf !== decodeURIComponent(held)))
      return new Response(JSON.stringify({ error: { code: 'XSRF_MISMATCH', message: 'Сессия устарела' } }), { status: 403, headers: answer });
    if (url.pathname === '/xsrf') return new Response(null, { status: 204, headers: answer });
    return new Response(JSON.stringify({ searchId: `s${sent.length}` }), { status: 201, headers: answer });
  });
  return sent;
}

beforeEach(() => configureApiClient({ baseUrl: 'http://api.test', keepsXsrfCookie: true }));
afterEach(() => vi.unstubAllGlobals());

describe('the API client on the page server', () => {
  it('primes the XSRF cookie once, then sends it back and echoes it on every POST, keeping no other cookie', async () => {
    const sent = apiWithXsrf();
    await expect(apiPost('/flights/searches', { body: { searchString: 'MOW2512LED1' } })).resolves.toEqual({ searchId: 's2' });
    await expect(apiPost('/tours/searches', { body: {} })).resolves.toEqual({ searchId: 's3' });
    expect(sent).toEqual([
      { method: 'GET', path: '/xsrf', cookie: null, xsrf: null },
      { method: 'POST', path: '/flights/searches', cookie: 'XSRF-TOKEN=t%3D1', xsrf: 't=1' },
      { method: 'POST', path: '/tours/searches', cookie: 'XSRF-TOKEN=t%3D1', xsrf: 't=1' },
    ]);
  });

  it('keeps no cookie unless configured to (a client with a browser has its own store)', async () => {
    configureApiClient({ baseUrl: 'http://api.test' });
    const sent = apiWithXsrf();
    await expect(apiPost('/flights/searches', { body: {} })).rejects.toMatchObject({ status: 403 });
    expect(sent.every((request) => request.cookie === null)).toBe(true);
  });
});
