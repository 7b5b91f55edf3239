import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './request-context.js';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_PRIME_PATH } from 'shared/node';
import { HttpError } from './http-error.js';
import { defineRoute, type RouteDefinition } from './route.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Signed double-submit token `<nonce>.<hmac(nonce)>`: a sibling subdomain that can plant a
 * cookie still cannot mint one the API accepts, because it lacks the secret.
 */
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

/**
 * Sets XSRF-TOKEN when missing or forged, and refuses state-changing requests whose
 * X-XSRF-TOKEN header is not the (valid) cookie value.
 */
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
