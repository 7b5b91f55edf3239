// Helpers of the tests that run the API as production runs it (`node --import tsx src/server.ts`)
// and kill it: a free port, waiting for a condition, a database two processes share.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { XSRF_COOKIE, XSRF_HEADER } from 'shared/node';
import { DEMO_USER } from './test-api.js';

const apiRoot = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A database both processes share: a fresh one on the test's PostgreSQL, or a PGlite data directory. */
export async function sharedDatabase(dataRoot: string, prefix: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { env: { DATA_DIR: path.join(dataRoot, 'pglite') }, drop: async () => undefined };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { env: { DATABASE_URL: own.toString() }, drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}

export function startApi(port: number, env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...inherited, NODE_ENV: 'development', PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, err: () => stderr };
}

/**
 * What a browser's calls to the running API carry: its XSRF cookie, and the header echoing it; with
 * `post`, a JSON POST under them, and the demo account's Bearer token, signed in as the site does.
 */
export async function browserSession(base: string) {
  const xsrf = await fetch(`${base}/xsrf`);
  const cookie = new RegExp(`${XSRF_COOKIE}=([^;]+)`).exec(xsrf.headers.get('set-cookie') ?? '')![1]!;
  const headers = { 'content-type': 'application/json', cookie: `${XSRF_COOKIE}=${cookie}`, [XSRF_HEADER]: decodeURIComponent(cookie) };
  const post = (url: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
  const demoToken = async () =>
    ((await (await post('/private/login_check', { email: DEMO_USER.email, password: DEMO_USER.password })).json()) as { token: string }).token;
  return { headers, post, demoToken };
}
