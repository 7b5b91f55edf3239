import type { AppContext } from './app-env.js';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The caller's address: the socket peer, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'in-process';
}
