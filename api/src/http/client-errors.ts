import type { Server } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { errorBody, errors } from './http-error.js';

/**
 * The app's own bounds, below Node's (16 KiB for the request line and headers together), so a
 * request near them is answered in the one error shape by the app itself.
 */
export const MAX_URL_LENGTH = 8 * 1024;
export const MAX_HEADER_BYTES = 12 * 1024;

/** 431 HEADERS_TOO_LARGE for an over-long URL or header block, before any other work. */
export function requestSizeLimits(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.url.length > MAX_URL_LENGTH) throw errors.headersTooLarge();
    let bytes = 0;
    c.req.raw.headers.forEach((value, name) => (bytes += name.length + value.length + 4));
    if (bytes > MAX_HEADER_BYTES) throw errors.headersTooLarge();
    await next();
  };
}

const HEADERS_TOO_LARGE_BODY = JSON.stringify(errorBody(errors.headersTooLarge()));

/**
 * Node answers requests it cannot parse itself (an empty 431 for headers over its limit, 400 for
 * garbage) before the app sees them. This answers them in the API's error shape instead; a
 * socket that is already writing or gone is just closed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = tooLarge ? HEADERS_TOO_LARGE_BODY : JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'Некорректный запрос' } });
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
