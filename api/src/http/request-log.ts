import type { MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import type { AppEnv } from './app-env.js';
import type { Logger } from '../logger.js';

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
