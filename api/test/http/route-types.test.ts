import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/http/request-context.js';
import { defineRoute, registerRoute } from '../../src/http/route.js';

/**
 * defineRoute ties a handler's JSON to the schema it declares for 2xx: `pnpm typecheck` fails
 * on each `@ts-expect-error` below if a wrong answer ever compiles again.
 */
const counted = v.object({ count: v.number(), label: v.string() });
const base = { method: 'GET' as const, tags: ['test'], summary: 'test' };

const matching = defineRoute({
  ...base,
  path: '/matching',
  responses: { 200: { description: 'ok', schema: counted }, 404: { description: 'missing' } },
  handler: async (c) => c.json({ count: 2, label: 'два' }),
});

export const wrongType = defineRoute({
  ...base,
  path: '/wrong-type',
  responses: { 200: { description: 'ok', schema: counted } },
  // @ts-expect-error count must be a number
  handler: (c) => c.json({ count: 'два', label: 'два' }),
});

export const missingField = defineRoute({
  ...base,
  path: '/missing-field',
  responses: { 201: { description: 'ok', schema: counted } },
  // @ts-expect-error label is declared, so it must be there
  handler: (c) => c.json({ count: 2 }, 201),
});

export const notJson = defineRoute({
  ...base,
  path: '/not-json',
  responses: { 200: { description: 'ok', schema: counted } },
  // @ts-expect-error a route that declares a JSON answer cannot answer HTML
  handler: (c) => c.html('<p>два</p>'),
});

export const noSchema = defineRoute({
  ...base,
  path: '/no-schema',
  responses: { 302: { description: 'redirect' } },
  handler: (c) => c.redirect('/matching', 302),
});

describe('defineRoute', () => {
  it('serves a handler whose JSON matches its declared schema', async () => {
    const app = new Hono<AppEnv>();
    registerRoute(app, matching, async () => null);
    const res = await app.request('/matching');
    expect(res.status).toBe(200);
    expect(v.parse(counted, await res.json())).toEqual({ count: 2, label: 'два' });
  });
});
