import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response> | Error;

/**
 * Intercepts `fetch` at the network boundary: answers by "METHOD /path" and records each call.
 * `GET /xsrf` sets the cookie as the real API does. Unknown calls get 404 in the API's error shape.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (call.method === 'GET' && call.path === '/xsrf') {
      document.cookie = 'XSRF-TOKEN=test-xsrf; path=/';
      return new Response(null, { status: 204 });
    }
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) return json(404, { error: { code: 'NOT_FOUND', message: 'Не найдено' } });
    const answer = await handler(call);
    if (answer instanceof Error) throw answer;
    return answer;
  }));
  return { calls, callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path) };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const demoUser = { id: 'u-1', email: 'anna@example.ru', phone: '+79161234567', phoneWithoutCode: '9161234567' };
