import { serve } from '@hono/node-server';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import type { Api } from '../app.js';
import { answerClientErrors } from './client-errors.js';
import { keepIdleConnectionsLongerThanProxies } from './keep-alive.js';

/**
 * An answer sent before the request's body was read to its end (413 over the limit, a 431 or an
 * XSRF refusal before the handler) leaves the rest of the body on the socket, and Node then closes
 * the connection: it must say `Connection: close`, or a client that believes a kept-alive
 * connection sends its next request into a socket about to close and loses it.
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
