import type { Server } from 'node:http';

/**
 * How long the API keeps an idle kept-alive connection open: longer than any proxy in front of it
 * keeps one (nginx's upstream `keepalive_timeout` in deploy/nginx/platform.conf.template is 60 s),
 * so the proxy is always the side that closes an idle connection.
 *
 * Were the API to close first, a process descheduled across that moment would reset a connection
 * the proxy had just sent a request on, and nginx would answer 502 (a POST is never re-sent).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive bound to the listening server. */
export function keepIdleConnectionsLongerThanProxies(server: Pick<Server, 'keepAliveTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
