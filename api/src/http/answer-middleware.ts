// The core middleware around every request, outermost first as app.ts installs it: the request's id
// and its log line, compression of JSON answers, and the no-store cache rule, all acting on the answer a route made.
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.js';
import type { AppEnv } from './request-context.js';

/** Secrets that may sit in a path: the one-time login token. */
const SECRET_PATHS = /^(\/private\/login_token\/)[^/]+/;

/** One JSON line per request: method, path (no query, secrets masked), status, ms. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    await next();
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path.replace(SECRET_PATHS, '$1***'),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers gain less than the encoding header costs (nginx's gzip_min_length). */
export const COMPRESS_MIN_BYTES = 512;

/** The encoding to answer in: brotli when the client takes it, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * JSON answers compressed as nginx compresses them in production, so `npm start` sends the search
 * results in the same bytes a traveller gets through nginx. Brotli at a middle quality: the top
 * qualities cost more CPU per answer than they save on the wire.
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const type = c.res.headers.get('content-type') ?? '';
    if (!encoding || !type.startsWith('application/json') || c.res.headers.has('content-encoding') || !c.res.body) return;
    const body = Buffer.from(await c.res.arrayBuffer());
    // Set on the answer in place: Hono copies the old answer's headers over a replacement's.
    c.res.headers.append('Vary', 'Accept-Encoding');
    c.res.headers.delete('Content-Length');
    if (body.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, c.res);
      return;
    }
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzipAsync(body);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.length));
    c.res = new Response(compressed, c.res);
  };
}

/**
 * Every API answer is `Cache-Control: no-store` unless its route chose a public policy (the
 * country list): personal data (the signed-in user, orders, passengers, payments, the wishlist)
 * must never sit in a browser's, proxy's or CDN's cache. A request that carries credentials, or a
 * route that identified its caller, is `no-store` even if the route asked for more: one rule here
 * instead of a header remembered in each personal route.
 */
export function noStoreUnlessPublic(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const identified = c.get('user') != null || c.req.header('authorization') !== undefined;
    if (identified || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
