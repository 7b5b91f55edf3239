import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/**
 * What a mailed link does. `email_change`/`sign_up`: a new address or account, followed with the account's password;
 * `alert_*`: a price alert's browser watch token, its mailed confirmation and its one-click unsubscribe link.
 */
export type OneTimePurpose = 'login' | 'password_reset' | 'email_change' | 'sign_up' | 'alert_watch' | 'alert_confirm' | 'alert_unsubscribe';

/** How long links stay usable: recovery briefly, login and confirmation a day, a price alert's confirmation a week; null: as long as its holder. */
export const ONE_TIME_TTL_SECONDS: Record<OneTimePurpose, number | null> = {
  password_reset: 60 * 60,
  login: 24 * 60 * 60,
  email_change: 24 * 60 * 60,
  sign_up: 24 * 60 * 60,
  alert_confirm: 7 * 24 * 60 * 60,
  alert_watch: null,
  alert_unsubscribe: null,
};

/**
 * Whom a token belongs to: an account, with the address the link was mailed to (following it proves that mailbox only,
 * and guest orders join for it), or a price alert, with the request that issued it (watch and confirmation share one).
 */
export type TokenHolder = { userId: string; email: string } | { alertId: string; requestId: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token; only its SHA-256 is stored. */
export async function issueOneTimeToken(db: Queryable, purpose: OneTimePurpose, holder: TokenHolder): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const account = 'userId' in holder ? holder : null;
  const alert = 'alertId' in holder ? holder : null;
  await db.query(
    `INSERT INTO one_time_tokens (token_hash, purpose, user_id, email, alert_id, request_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::int))`,
    [
      hashToken(token),
      purpose,
      account?.userId ?? null,
      account?.email ?? null,
      alert?.alertId ?? null,
      alert?.requestId ?? null,
      ONE_TIME_TTL_SECONDS[purpose],
    ],
  );
  return token;
}

/** Spends the unused links of one purpose (a newer e-mail change replaces the pending one). */
export async function spendOneTimeTokens(db: Queryable, userId: string, purpose: OneTimePurpose): Promise<void> {
  await db.query('UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
}

/** Spends one token: false when another request spent it first. */
export async function spendOneTimeToken(db: Queryable, token: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE one_time_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL', [hashToken(token)]);
  return rowCount > 0;
}

export interface FoundToken {
  purpose: OneTimePurpose;
  userId: string | null;
  /** The address the link was mailed to (null for account links older than that record, and for alerts'). */
  email: string | null;
  alertId: string | null;
  used: boolean;
  expired: boolean;
  /** Whether another token of the same request has been followed (a watch token's confirmation). */
  requestConfirmed: boolean;
}

/** The token of one of `purposes`, used or not; null for an unknown one. */
export async function findOneTimeToken(db: Queryable, token: string, purposes: OneTimePurpose | OneTimePurpose[]): Promise<FoundToken | null> {
  const { rows } = await db.query<FoundToken>(
    `SELECT t.purpose, t.user_id AS "userId", t.email, t.alert_id AS "alertId", t.used_at IS NOT NULL AS used,
       coalesce(t.expires_at <= now(), false) AS expired,
       EXISTS (SELECT 1 FROM one_time_tokens c WHERE c.request_id = t.request_id AND c.token_hash <> t.token_hash AND c.used_at IS NOT NULL) AS "requestConfirmed"
     FROM one_time_tokens t WHERE t.token_hash = $1 AND t.purpose = ANY($2::text[])`,
    [hashToken(token), [purposes].flat()],
  );
  return rows[0] ?? null;
}

export type ConsumeResult =
  { status: 'ok'; userId: string; purpose: OneTimePurpose; email: string | null } | { status: 'invalid' } | { status: 'expired' } | { status: 'used' };

/** Marks an account's token used and returns its user; `WHERE used_at IS NULL` keeps it single-use when two requests race. */
export async function consumeOneTimeToken(db: Queryable, token: string, purposes: OneTimePurpose | OneTimePurpose[]): Promise<ConsumeResult> {
  const { rows } = await db.query<{ user_id: string; purpose: OneTimePurpose; email: string | null }>(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = ANY($2::text[]) AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, purpose, email`,
    [hashToken(token), [purposes].flat()],
  );
  if (rows[0]) return { status: 'ok', userId: rows[0].user_id, purpose: rows[0].purpose, email: rows[0].email };
  const state = await oneTimeTokenState(db, token, purposes);
  return state.status === 'ok' ? { status: 'used' } : state;
}

/** What an account's token would give, without using it up: a bad link is refused before a password hash is spent on it. */
export async function oneTimeTokenState(db: Queryable, token: string, purposes: OneTimePurpose | OneTimePurpose[]): Promise<ConsumeResult> {
  const found = await findOneTimeToken(db, token, purposes);
  if (!found?.userId) return { status: 'invalid' };
  if (found.used) return { status: 'used' };
  return found.expired ? { status: 'expired' } : { status: 'ok', userId: found.userId, purpose: found.purpose, email: found.email };
}
