// The request as a handler sees it, in one place: the app's context type (request id, caller) and
// what any handler may read of the request beside its validated input (the client's address, UTM).
import type { Context } from 'hono';
import { UTM_QUERY_PARAMS, type User } from 'shared/node';

/**
 * Who is calling: resolved from `Authorization: Bearer <jwt>` against the users table, as
 * `GET /private/login` shows it (so that route answers without reading the row again).
 */
export type AuthUser = User;

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by the route wrapper for routes with `auth: 'optional' | 'required'`. */
    user: AuthUser | null;
  };
}

export type AppContext = Context<AppEnv>;

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

/** Recorded with new accounts and orders. */
export interface Utm {
  campaign?: string | undefined;
  medium?: string | undefined;
  source?: string | undefined;
}

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 200) : undefined;
};

/** The attribution the site adds to every request's query (product rules §7); recorded with new accounts and orders. */
export function readUtm(c: AppContext): Utm {
  return {
    campaign: clean(c.req.query(UTM_QUERY_PARAMS.campaign)),
    medium: clean(c.req.query(UTM_QUERY_PARAMS.medium)),
    source: clean(c.req.query(UTM_QUERY_PARAMS.source)),
  };
}
