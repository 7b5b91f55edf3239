import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api-client/api-request';
import { clearCookies, fakeApi, json } from './fake-api';
import { TEST_API_BASE } from './render-with-router';

/** One request function, the call it must make and an answer its schema accepts. */
export interface RequestCase {
  name: string;
  call: () => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  status?: number;
  /** The answer the API sends; undefined for 204. */
  reply: unknown;
  /** What the function resolves to, when not the reply itself. */
  resolves?: unknown;
}

/**
 * Checks each request function against the fake API: method, path, query, body and headers as
 * the API route declares them, the answer parsed by its schema, and a malformed answer refused.
 */
export function describeRequests(title: string, cases: RequestCase[]): void {
  describe(title, () => {
    beforeEach(() => {
      configureApiClient({ baseUrl: TEST_API_BASE });
      localStorage.clear();
      clearCookies();
    });
    afterEach(() => vi.unstubAllGlobals());

    it.each(cases)('$name sends $method $path and parses the answer', async (c) => {
      const status = c.status ?? (c.reply === undefined ? 204 : 200);
      const api = fakeApi({ [`${c.method} ${c.path}`]: json(status, c.reply) });
      await expect(c.call()).resolves.toEqual('resolves' in c ? c.resolves : c.reply);
      expect(api.requests()).toEqual([`${c.method} ${c.path}`]);
      const sent = api.callsTo(c.method, c.path)[0]!;
      expect(Object.fromEntries(sent.url.searchParams)).toEqual(c.query ?? {});
      expect(sent.body).toEqual(c.body);
      for (const [name, value] of Object.entries(c.headers ?? {})) expect(sent.headers.get(name)).toBe(value);
    });

    it.each(cases)('$name refuses an answer its schema does not accept', async (c) => {
      fakeApi({ [`${c.method} ${c.path}`]: json(200, { unexpected: true }) });
      await expect(c.call()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    });
  });
}
