import type { AppContext } from './app-env.js';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The caller's address: the socket peer, or, behind a trusted proxy, the hop that proxy added
 * (the last X-Forwarded-For entry; earlier entries are whatever the client chose to send).
 */
export function clientIp(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'in-process';
}
