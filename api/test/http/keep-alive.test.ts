import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, keepIdleConnectionsLongerThanProxies } from '../../src/http/listen.js';

/** The `keepalive_timeout` inside the `upstream api { … }` block of the nginx template, in ms. */
function nginxUpstreamKeepAliveMs(): number {
  const template = readFileSync(new URL('../../../deploy/nginx/platform.conf.template', import.meta.url), 'utf8');
  const upstream = /upstream api \{([^}]*)\}/.exec(template)?.[1] ?? '';
  const seconds = /^\s*keepalive_timeout\s+(\d+)s;/m.exec(upstream)?.[1];
  // nginx's default when the block does not say: 60 s.
  return (seconds === undefined ? 60 : Number(seconds)) * 1000;
}

describe('kept-alive connections between nginx and the API', () => {
  it('the API keeps an idle connection longer than nginx does, so nginx always closes first', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(nginxUpstreamKeepAliveMs());
  });

  it('the listening server gets the bound (Node’s own default, 5 s, is shorter than nginx’s)', () => {
    const server = createServer();
    expect(server.keepAliveTimeout).toBeLessThan(nginxUpstreamKeepAliveMs());
    keepIdleConnectionsLongerThanProxies(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });
});
