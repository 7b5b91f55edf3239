import { SignJWT, jwtVerify } from 'jose';

/** JWT access tokens: HS256 only (the allow-list refuses `none`, RS/ES confusion and the rest). */
const ALGORITHM = 'HS256';
const ISSUER = 'travel-api';
const AUDIENCE = 'travel-site';

export interface SessionClaims {
  userId: string;
  /** Seconds since epoch when the token was issued. */
  issuedAt: number;
}

export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(userId: string): Promise<string> {
    return new SignJWT({})
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
      return { userId: payload.sub, issuedAt: payload.iat };
    } catch {
      return null;
    }
  }
}
