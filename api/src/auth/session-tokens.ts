// Session tokens, in one place: signed and checked here (HS256 JWTs), and read from a request's
// `Authorization: Bearer` header to name its caller.
import { SignJWT, jwtVerify } from 'jose';
import type { AppContext, AuthUser } from '../http/request-context.js';
import type { Authenticate } from '../http/route.js';

/** JWT access tokens: HS256 only (the allow-list refuses `none`, RS/ES confusion and the rest). */
const ALGORITHM = 'HS256';
const ISSUER = 'travel-api';
const AUDIENCE = 'travel-site';

export interface SessionClaims {
  userId: string;
  /** Seconds since epoch when the token was issued. */
  issuedAt: number;
  /** The account's session generation at issue (0 for tokens from before it was recorded). */
  generation: number;
}

/** The private claim with the session generation (users.session_generation). */
const GENERATION_CLAIM = 'gen';

export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** `generation`: the account's users.session_generation now; raising it ends this token. */
  issue(userId: string, generation: number): Promise<string> {
    return new SignJWT({ [GENERATION_CLAIM]: generation })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything expired, forged, malformed or unsigned. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
      const generation = payload[GENERATION_CLAIM] ?? 0;
      if (typeof generation !== 'number' || !Number.isInteger(generation)) return null;
      return { userId: payload.sub, issuedAt: payload.iat, generation };
    } catch {
      return null;
    }
  }
}

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
