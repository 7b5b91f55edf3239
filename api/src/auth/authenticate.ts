import type { AppContext, AuthUser } from '../http/request-context.js';
import type { Authenticate } from '../http/route.js';
import type { SessionClaims, SessionTokens } from './session-tokens.js';

/** The account a valid token's claims name, or null when its session has ended (the accounts module decides). */
export type SessionUser = (claims: SessionClaims) => Promise<AuthUser | null>;

/**
 * Resolves `Authorization: Bearer <jwt>` to the caller: the token's signature and expiry are
 * checked here, whether its session still stands by the module that owns the accounts.
 */
export function bearerAuthentication(sessions: SessionTokens, sessionUser: SessionUser): Authenticate {
  return async (c: AppContext) => {
    const header = c.req.header('authorization');
    const match = header ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null;
    if (!match?.[1]) return null;
    const claims = await sessions.verify(match[1]);
    return claims ? sessionUser(claims) : null;
  };
}
