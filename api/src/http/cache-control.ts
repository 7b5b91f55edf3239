import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

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
