import { vi } from 'vitest';
import { XSRF_COOKIE, XSRF_PRIME_PATH } from '../api-client/request-rules.js';

/** One request as the fake API received it. */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A Response, an Error (the network failed), or a function of the call giving one of those. */
export type ApiReply = Response | Error | Promise<Response> | ((call: ApiCall) => Response | Error | Promise<Response>);

/**
 * Answers by "METHOD /path" (path without the query). An array is a queue: each call takes the
 * next answer and the last one repeats.
 */
export type ApiRoutes = Record<string, ApiReply | ApiReply[]>;

/** The value the fake `GET /xsrf` sets, as the real API does on any answer. */
export const TEST_XSRF_TOKEN = 'test-xsrf';

/** An answer in the API's JSON shape; `body` undefined gives an empty body. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An error answer in the API's one error shape (`{error:{code,message,fields?}}`). */
export function apiErrorReply(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return json(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

function primeXsrf(): Response {
  document.cookie = `${XSRF_COOKIE}=${TEST_XSRF_TOKEN}; path=/`;
  return new Response(null, { status: 204 });
}

/**
 * Replaces `fetch` at the network boundary for one test: answers by "METHOD /path", records each
 * call, answers the XSRF priming (`GET /xsrf` sets the cookie) unless `routes` says otherwise, and
 * gives unknown calls a 404 in the API's error shape. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeApi(routes: ApiRoutes = {}) {
  const calls: ApiCall[] = [];
  const queues = new Map<string, ApiReply[]>();
  for (const [key, reply] of Object.entries(routes)) queues.set(key, Array.isArray(reply) ? [...reply] : [reply]);

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const queue = queues.get(key);
    if (!queue) {
      if (key === `GET ${XSRF_PRIME_PATH}`) return primeXsrf();
      return apiErrorReply(404, 'NOT_FOUND', 'Не найдено');
    }
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    const reply = typeof next === 'function' ? next(call) : next;
    if (reply instanceof Error) throw reply;
    const response = await reply;
    // A Response body reads once; a repeated answer must be readable again.
    return response.bodyUsed ? response : response.clone();
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    fetchMock,
    /** The calls to one "METHOD /path", in order. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    /** "METHOD /path" of every call except the XSRF priming, in order. */
    requests: () => calls.filter((call) => call.path !== XSRF_PRIME_PATH).map((call) => `${call.method} ${call.path}`),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** Forgets every cookie, so the next state-changing call primes XSRF again. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
