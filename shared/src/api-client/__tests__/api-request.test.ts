import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  configureApiClient,
  NETWORK_ERROR_MESSAGE,
  readStored,
  readStoredJson,
  removeStored,
  writeStored,
} from '..';
import { clearCookies, fakeApi, json } from 'shared/testing';

beforeEach(() => {
  configureApiClient({ baseUrl: 'http://api.test/' });
  localStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every request', () => {
  it('goes to the configured base with credentials', async () => {
    const { calls } = fakeApi({ 'GET /private/login': json(200, { ok: true }) });
    await expect(apiGet('/private/login')).resolves.toEqual({ ok: true });
    expect(calls[0]!.url.origin + calls[0]!.url.pathname).toBe('http://api.test/private/login');
    expect(calls[0]!.credentials).toBe('include');
  });

  it('carries the stored token as a Bearer header, and none without one', async () => {
    const { calls } = fakeApi({ 'GET /a': json(200, {}) });
    await apiGet('/a');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    localStorage.setItem('token', 'jwt-123');
    await apiGet('/a');
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer jwt-123');
  });

  it('adds the query it was given', async () => {
    const { calls } = fakeApi({ 'GET /tours': json(200, {}) });
    await apiGet('/tours', { query: { page: 2, empty: undefined, ids: [1, 2] } });
    expect(calls[0]!.url.searchParams.get('page')).toBe('2');
    expect(calls[0]!.url.searchParams.has('empty')).toBe(false);
    expect(calls[0]!.url.searchParams.getAll('ids')).toEqual(['1', '2']);
  });

  it('sends the extra headers it was given, never overriding Accept', async () => {
    const { calls } = fakeApi({ 'GET /a': json(200, {}) });
    await apiGet('/a', { headers: { 'Idempotency-Key': 'k-1', Accept: 'text/html' } });
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('k-1');
    expect(calls[0]!.headers.get('Accept')).toBe('application/json');
  });
});

describe('UTM parameters', () => {
  it('are taken from the page URL, saved, and added to the query', async () => {
    window.history.replaceState(null, '', '/?utm_source=yandex&utm_medium=cpc&utm_campaign=spring');
    const { calls } = fakeApi({ 'GET /a': json(200, {}) });
    await apiGet('/a');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
    });
    expect(JSON.parse(localStorage.getItem('utm')!)).toEqual({ source: 'yandex', medium: 'cpc', campaign: 'spring' });
  });

  it('are read from storage when the URL has none', async () => {
    localStorage.setItem('utm', JSON.stringify({ source: 'mail' }));
    const { calls } = fakeApi({ 'GET /a': json(200, {}) });
    await apiGet('/a');
    expect(calls[0]!.url.searchParams.get('utm_source')).toBe('mail');
    expect(calls[0]!.url.searchParams.has('utm_campaign')).toBe(false);
  });

  it('from the URL replace the stored ones', async () => {
    localStorage.setItem('utm', JSON.stringify({ source: 'mail', campaign: 'old' }));
    window.history.replaceState(null, '', '/?utm_campaign=new');
    const { calls } = fakeApi({ 'GET /a': json(200, {}) });
    await apiGet('/a');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ utm_campaign: 'new' });
  });

  it.each(['{not json', '"text"', '{"source": 5}', 'null'])('in broken storage (%s) are ignored without crashing', async (stored) => {
    localStorage.setItem('utm', stored);
    const { calls } = fakeApi({ 'GET /a': json(200, {}) });
    await apiGet('/a');
    expect([...calls[0]!.url.searchParams.keys()]).toEqual([]);
  });
});

describe('XSRF', () => {
  it('echoes the cookie in the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D1; path=/';
    const { calls } = fakeApi({ 'POST /users': json(200, {}) });
    await apiPost('/users', { body: { email: 'a@b.ru' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc=1');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({ email: 'a@b.ru' });
  });

  it('primes the cookie with GET /xsrf before a state-changing call when it is missing', async () => {
    const { calls } = fakeApi({
      'GET /xsrf': () => {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return new Response(null, { status: 204 });
      },
      'PUT /users/password': json(200, { done: true }),
    });
    await expect(apiPut('/users/password', { body: { token: 't', password: 'p' } })).resolves.toEqual({ done: true });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /xsrf', 'PUT /users/password']);
    expect(calls[1]!.headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('does not prime for reads', async () => {
    const { calls } = fakeApi({ 'GET /a': json(200, {}) });
    await apiGet('/a');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/a']);
  });

  it('retries once when the server rejects a stale cookie', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    let rejected = false;
    const { calls } = fakeApi({
      'DELETE /tours/wishlist/elements/h1': () => {
        if (!rejected) {
          rejected = true;
          document.cookie = 'XSRF-TOKEN=renewed; path=/';
          return json(403, { error: { code: 'XSRF_MISMATCH', message: 'Обновите страницу' } });
        }
        return new Response(null, { status: 204 });
      },
    });
    await expect(apiDelete('/tours/wishlist/elements/h1')).resolves.toBeUndefined();
    expect(calls.map((call) => call.headers.get('X-XSRF-TOKEN'))).toEqual(['stale', 'renewed']);
  });
});

describe('errors', () => {
  it('carry status, code, the server message and field messages', async () => {
    fakeApi({ 'POST /users': json(422, { error: { code: 'VALIDATION_ERROR', message: 'Проверьте поля', fields: { email: 'Укажите корректный email' } } }) });
    const error = await apiPost('/users', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Проверьте поля',
      fields: { email: 'Укажите корректный email' },
      notFound: false,
      hasServerMessage: true,
    });
  });

  it('carry the not-found flag of content pages', async () => {
    fakeApi({ 'GET /pages/nope': json(404, { error: { code: 'NOT_FOUND', message: 'Страница не найдена' }, notFound: true }) });
    await expect(apiGet('/pages/nope')).rejects.toMatchObject({ status: 404, notFound: true, message: 'Страница не найдена' });
  });

  it('get a Russian default message when the body is not the error shape', async () => {
    fakeApi({ 'GET /a': new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiGet('/a')).rejects.toMatchObject({
      status: 502,
      code: 'SERVER_ERROR',
      message: 'Сервер временно недоступен. Повторите попытку позже.',
      hasServerMessage: false,
    });
  });

  it('carry the wait a refusal names in Retry-After (seconds, or a date), and none without it', async () => {
    const refusal = { error: { code: 'SERVICE_UNAVAILABLE', message: 'Сейчас слишком много поисков. Повторите поиск через несколько секунд.' } };
    fakeApi({
      'POST /flights/searches': new Response(JSON.stringify(refusal), { status: 503, headers: { 'content-type': 'application/json', 'Retry-After': '2' } }),
      'GET /later': new Response(JSON.stringify(refusal), { status: 503, headers: { 'Retry-After': new Date(Date.now() + 4_000).toUTCString() } }),
      'GET /down': json(503, refusal),
    });
    await expect(apiPost('/flights/searches', { body: {} })).rejects.toMatchObject({ status: 503, retryAfterSeconds: 2 });
    const later = (await apiGet('/later').catch((caught: unknown) => caught)) as ApiError;
    expect(later.retryAfterSeconds).toBeGreaterThanOrEqual(3);
    expect(later.retryAfterSeconds).toBeLessThanOrEqual(5);
    await expect(apiGet('/down')).rejects.toMatchObject({ status: 503, retryAfterSeconds: null });
  });

  it('of the network have status 0 and a Russian message', async () => {
    fakeApi({ 'GET /a': new TypeError('Failed to fetch') });
    await expect(apiGet('/a')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it('include an answer that does not match the expected schema', async () => {
    fakeApi({ 'GET /a': json(200, { id: 'not-a-number' }) });
    await expect(apiGet('/a', { schema: v.object({ id: v.number() }) })).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });
});

describe('typed answers', () => {
  it('are parsed with the given schema', async () => {
    fakeApi({ 'GET /a': json(200, { id: 7, extra: 'dropped' }) });
    const answer = await apiGet('/a', { schema: v.object({ id: v.number() }) });
    expect(answer).toEqual({ id: 7 });
  });

  it('of 204 are undefined', async () => {
    document.cookie = 'XSRF-TOKEN=x; path=/';
    fakeApi({ 'DELETE /a': new Response(null, { status: 204 }) });
    await expect(apiDelete('/a')).resolves.toBeUndefined();
  });
});

describe('apiErrorFromResponse: the search to go back to', () => {
  it('takes a search path from an expired offer answer, and nothing else', async () => {
    const { apiErrorFromResponse } = await import('../api-error');
    const gone = apiErrorFromResponse(410, {
      error: { code: 'GONE', message: 'Время действия предложения истекло' },
      searchString: 'MOW2512LED1',
      searchPath: '/search/MOW2512LED1',
    });
    expect(gone.searchPath).toBe('/search/MOW2512LED1');
    expect(gone.message).toBe('Время действия предложения истекло');
    const foreign = apiErrorFromResponse(410, { error: { code: 'GONE', message: 'Истекло' }, searchPath: 'https://evil.example/search/x' });
    expect(foreign.searchPath).toBeNull();
    expect(foreign.message).toBe('Истекло');
  });
});

const pointSchema = v.object({ x: v.number() });

describe('readStoredJson', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads a value of the schema', () => {
    localStorage.setItem('point', '{"x":1}');
    expect(readStoredJson('point', pointSchema)).toEqual({ x: 1 });
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{x:1'],
    ['JSON of another shape', '{"x":"1"}'],
    ['JSON null', 'null'],
  ])('reads %s as nothing', (_, stored) => {
    if (stored !== null) localStorage.setItem('point', stored);
    expect(readStoredJson('point', pointSchema)).toBeNull();
  });

  it('reads the session area only when asked to', () => {
    sessionStorage.setItem('point', '{"x":2}');
    expect(readStoredJson('point', pointSchema)).toBeNull();
    expect(readStoredJson('point', pointSchema, 'session')).toEqual({ x: 2 });
  });

  it('reads nothing where the browser blocks storage, and writing and removing do not throw', () => {
    // Chromium with site data blocked throws on reading the property itself
    const names = ['localStorage', 'sessionStorage'] as const;
    const own = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
    for (const name of names) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
    try {
      expect(readStoredJson('point', pointSchema)).toBeNull();
      expect(readStored('point', 'session')).toBeNull();
      expect(() => writeStored('point', '{"x":1}', 'session')).not.toThrow();
      expect(() => removeStored('point')).not.toThrow();
    } finally {
      names.forEach((name, index) => Object.defineProperty(globalThis, name, own[index]!));
    }
  });
});
