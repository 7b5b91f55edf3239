// The API on a Node socket and the rules that live at that level: idle connections outlast the proxy's,
// an early answer closes its connection, and requests too large or malformed are refused in the one error shape.
import { serve } from '@hono/node-server';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { Api } from '../app.js';
import { errorBody, errors } from './http-error.js';
import type { AppEnv } from './request-context.js';

/** The app's own bounds, below Node's header limit, so a request near them is answered in the one error shape by the app. */
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

/** Requests Node cannot parse (431 over its header limit, 400 for garbage) answered in the API's error shape; a busy or gone socket just closes. */
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

/**
 * An idle kept-alive connection outlives the proxy's (nginx's upstream `keepalive_timeout`; this file's test keeps the
 * order), so the proxy closes it: were the API first, a request sent at that moment is reset and nginx answers 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive bound to the listening server. */
export function keepIdleConnectionsLongerThanProxies(server: Pick<HttpServer, 'keepAliveTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}

/**
 * An answer sent before the body was read (413, 431, an XSRF refusal) leaves the body on the socket and Node closes it:
 * say `Connection: close`, or a client sends its next request into a closing socket and loses it.
 */
export function closeConnectionsAnsweredEarly(server: HttpServer): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadClosingEarly(this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (!req.complete) res.shouldKeepAlive = false;
      return writeHead.apply(this, args);
    } as typeof writeHead;
  });
}

/** Serves the API on a socket as every process does: Node's own refusals in the error shape, idle and early-answer connection rules. */
export function listenApi(api: Pick<Api, 'app'>, options: { port: number; hostname: string }, onListening?: (info: AddressInfo) => void): HttpServer {
  const server = serve({ fetch: api.app.fetch, port: options.port, hostname: options.hostname }, onListening) as unknown as HttpServer;
  answerClientErrors(server as unknown as Server);
  keepIdleConnectionsLongerThanProxies(server);
  closeConnectionsAnsweredEarly(server);
  return server;
}
