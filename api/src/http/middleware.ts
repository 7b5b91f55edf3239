// What every request and its answer pass through, in the order app.ts installs them: the request's
// id and log line, JSON compression, the no-store cache rule, and the XSRF rule with its cookie.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { XSRF_CHECKED_METHODS, XSRF_COOKIE, XSRF_HEADER, XSRF_PRIME_PATH } from 'shared/node';
import type { Logger } from '../logger.js';
import { HttpError } from './http-error.js';
import type { AppEnv } from './request-context.js';
import { defineRoute, type RouteDefinition } from './route.js';

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

/** JSON answers compressed as nginx does in production (Brotli at a middle quality: the top ones cost more CPU than they save). */
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
 * Every answer is `Cache-Control: no-store` unless its route chose a public policy (the country list), and always when
 * the request carries credentials or the route identified its caller: personal data never sits in any cache, by one rule here.
 */
export function noStoreUnlessPublic(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const identified = c.get('user') != null || c.req.header('authorization') !== undefined;
    if (identified || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

const UNSAFE_METHODS: ReadonlySet<string> = new Set(XSRF_CHECKED_METHODS);

/** Signed double-submit token `<nonce>.<hmac(nonce)>`: a sibling subdomain that plants a cookie cannot mint one without the secret. */
export function issueXsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(nonce, secret)}`;
}

export function isValidXsrfToken(token: string | undefined, secret: string): token is string {
  if (!token) return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return safeEqual(signature, sign(nonce, secret));
}

function sign(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface XsrfOptions {
  secret: string;
  secureCookie: boolean;
  cookieDomain: string | undefined;
  /** Requests whose path carries their own capability (route.ts `xsrfExemption`). */
  isExempt?: (method: string, path: string) => boolean;
}

/** Sets XSRF-TOKEN when missing or forged, and refuses a state-changing request whose X-XSRF-TOKEN header is not the valid cookie's value. */
export function xsrfProtection(options: XsrfOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    const valid = isValidXsrfToken(cookie, options.secret);
    if (!valid) {
      setCookie(c, XSRF_COOKIE, issueXsrfToken(options.secret), {
        path: '/',
        sameSite: 'Lax',
        secure: options.secureCookie,
        httpOnly: false, // the site's script reads it to echo it in the header
        maxAge: 60 * 60 * 24 * 30,
        ...(options.cookieDomain ? { domain: options.cookieDomain } : {}),
      });
    }
    if (UNSAFE_METHODS.has(c.req.method) && !options.isExempt?.(c.req.method, c.req.path)) {
      const header = c.req.header(XSRF_HEADER);
      if (!valid || !header || !safeEqual(header, cookie)) {
        throw new HttpError(403, 'XSRF_MISMATCH', 'Сессия устарела: обновите страницу и повторите действие');
      }
    }
    await next();
  };
}

/** GET /xsrf: answers nothing; the middleware above sets the cookie on its way out, so a client can prime it before a POST. */
export function xsrfPrimeRoute(): RouteDefinition {
  return defineRoute({
    method: 'GET',
    path: XSRF_PRIME_PATH,
    tags: ['platform'],
    summary: 'Выдаёт cookie XSRF-TOKEN (если её нет или она недействительна)',
    responses: { 204: { description: 'Cookie установлена' } },
    handler: (c) => c.body(null, 204),
  });
}
