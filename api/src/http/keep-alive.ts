import type { Server } from 'node:http';

/**
 * How long the API keeps an idle kept-alive connection open: longer than any proxy in front of it
 * keeps one (nginx's upstream `keepalive_timeout` in deploy/nginx/platform.conf.template is 60 s),
 * so the proxy is always the side that closes an idle connection.
 *
 * With Node's default (5 s) the API closed first, and a process that was descheduled or busy across
 * that moment found, when it ran again, its timer due and a request the proxy had already sent on
 * that connection: it reset the connection, and nginx answered the request with 502 (a POST is
 * never re-sent) and took the process out of rotation for a while.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive bound to the listening server. */
export function keepIdleConnectionsLongerThanProxies(server: Pick<Server, 'keepAliveTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
