import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import pg from 'pg';
import { createApi, type Api, type CreateApiOptions } from '../../src/app.js';
import { testConfig, type AppConfig } from '../../src/config/env.js';
import type { Database } from '../../src/db/database.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { openPostgresDatabase } from '../../src/db/postgres-database.js';

export { DEMO_USER } from '../../src/accounts/demo-user.js';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body (string) sent as is, e.g. malformed JSON. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** false: send no XSRF cookie/header (to test the refusal). Default true. */
  xsrf?: boolean;
}

export interface TestApi extends Api {
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Signs in and returns the JWT. */
  login(email: string, password: string): Promise<string>;
  /** Creates an account (fails when the address is registered) and signs in with the password: its JWT and user. */
  signUp(email: string, password?: string): Promise<{ token: string; user: { id: string; email: string } }>;
  /** Signs up and confirms the address with the mailed link and the password, as its owner does: a proved account. */
  signUpConfirmed(email: string, password?: string, headers?: Record<string, string>): Promise<{ token: string; user: { id: string; email: string } }>;
  /** The token of the newest mailed link with this parameter (`loginToken`, `confirmationToken`, `token`) to `email`, or null. */
  mailedToken(email: string, param: string): Promise<string | null>;
}

/**
 * A worker's spare PGlite (the API tests' workers keep their modules between files, vitest.config.ts):
 * opening one from the template costs about two seconds, its WebAssembly Postgres starting; emptying
 * one costs a fraction of that. An API gets the spare, emptied (every schema dropped, as a new
 * database has them), or a new one; closing the API hands it back, or closes it when a spare is kept.
 */
let sparePglite: Database | undefined;

async function pgliteForTestApi(): Promise<Database> {
  let db = sparePglite;
  sparePglite = undefined;
  if (db) {
    await db.exec(`
      DO $$ DECLARE found name; BEGIN
        FOR found IN SELECT nspname FROM pg_namespace WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%' LOOP
          EXECUTE format('DROP SCHEMA %I CASCADE', found);
        END LOOP;
      END $$;
      CREATE SCHEMA public;`);
    const left = await db.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (left.rows[0]?.tables !== 0) throw new Error(`the spare PGlite kept ${left.rows[0]?.tables} tables`);
  } else {
    const template = inject('pgliteTemplate');
    db = await openPgliteDatabase(':memory:', template ? { template: new Blob([readFileSync(template)]) } : {});
  }
  const opened = db;
  return {
    ...opened,
    close: async () => {
      if (sparePglite) await opened.close();
      else sparePglite = opened;
    },
  };
}

/**
 * One isolated API per test file: an in-memory PGlite, or — when DATABASE_URL is set (see
 * scripts/with-postgres.mjs) — a fresh schema on that server, dropped on close.
 */
export async function createTestApi(overrides: Partial<AppConfig> = {}, options: CreateApiOptions = {}): Promise<TestApi> {
  const url = process.env.DATABASE_URL;
  let db: Database;
  let dropSchema = async () => undefined as void;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = await openPostgresDatabase(url, { schema, max: 4 });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  } else {
    db = await pgliteForTestApi();
  }
  const api = await createApi(testConfig({ databaseUrl: url, ...overrides }), { db, ...options });

  let xsrfCookie: string | undefined;
  const obtainXsrf = async () => {
    if (xsrfCookie) return xsrfCookie;
    const res = await api.app.request('/xsrf');
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (!cookie) throw new Error('no XSRF cookie from GET /xsrf');
    xsrfCookie = decodeURIComponent(cookie);
    return xsrfCookie;
  };

  const request: TestApi['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.xsrf !== false && method !== 'GET') {
      const token = await obtainXsrf();
      headers.cookie = [headers.cookie, `XSRF-TOKEN=${encodeURIComponent(token)}`].filter(Boolean).join('; ');
      headers['x-xsrf-token'] ??= token;
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    } else if (options.rawBody !== undefined) {
      body = options.rawBody;
    }
    const res = await api.app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as any, headers: res.headers };
  };

  const mailedToken = async (email: string, param: string): Promise<string | null> => {
    const { messages } = (await request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body as { messages: Array<{ text: string }> };
    for (const message of messages) {
      const match = new RegExp(`[?&]${param}=([\\w%-]+)`).exec(message.text);
      if (match) return decodeURIComponent(match[1]!);
    }
    return null;
  };

  return {
    ...api,
    request,
    login: async (email, password) => {
      const res = await request('POST', '/private/login_check', { json: { email, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    // Sign-up answers no session (the same answer for a registered address); the new account
    // signs in with its password, which proves no address, so no guest orders join it.
    signUp: async (email, password = 'correct-horse-battery') => {
      const res = await request('POST', '/users', { json: { email, password, isNewsletter: false } });
      if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      const login = await request('POST', '/private/login_check', { json: { email, password } });
      if (login.status !== 200) throw new Error(`sign-up: no such account after it (${login.status}) — was ${email} registered already?`);
      const me = await request('GET', '/private/login', { headers: { authorization: `Bearer ${login.body.token}` } });
      return { token: login.body.token as string, user: me.body };
    },
    signUpConfirmed: async (email, password = 'correct-horse-battery', headers = {}) => {
      const res = await request('POST', '/users', { json: { email, password, isNewsletter: false }, headers });
      if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      const token = await mailedToken(email, 'confirmationToken');
      const confirmed = await request('POST', '/users/confirmations', { json: { token, password }, headers });
      if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
      return { token: confirmed.body.token as string, user: confirmed.body.user };
    },
    mailedToken,
    close: async () => {
      await api.close();
      await dropSchema();
    },
  };
}

/**
 * The API for one test file, built in `beforeAll` and closed in `afterAll`, both registered
 * here (like fastify's `build(t)`). The returned object stands for that API: use it inside
 * tests and hooks, not at module top level where it does not exist yet.
 */
export function useTestApi(overrides: Partial<AppConfig> = {}, options: CreateApiOptions = {}): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await createTestApi(overrides, options);
  });
  afterAll(async () => {
    await api?.close();
  });
  return new Proxy({} as TestApi, {
    get(_target, key) {
      if (!api) throw new Error('useTestApi: the API is built in beforeAll; use it inside a test or a hook');
      return Reflect.get(api, key) as unknown;
    },
  });
}

/** Asserts the one error shape of the API conventions. */
export function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error as { code?: unknown; message?: unknown; fields?: unknown } | undefined;
  if (!error || typeof error.code !== 'string' || !/^[A-Z_]+$/.test(error.code)) return false;
  if (typeof error.message !== 'string' || !/[а-яё]/i.test(error.message)) return false;
  if (error.fields !== undefined && (typeof error.fields !== 'object' || error.fields === null)) return false;
  return true;
}
