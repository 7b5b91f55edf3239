import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/**
 * `email_change`: a link mailed to a new address; followed with the account's password, it makes
 * that address the account's. `sign_up`: the confirmation of a new account, also with its password.
 */
export type OneTimePurpose = 'login' | 'password_reset' | 'email_change' | 'sign_up';

/** How long links stay usable: a recovery link briefly, a login or confirmation link for a day. */
export const ONE_TIME_TTL_SECONDS: Record<OneTimePurpose, number> = {
  password_reset: 60 * 60,
  login: 24 * 60 * 60,
  email_change: 24 * 60 * 60,
  sign_up: 24 * 60 * 60,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A single-use link token for `userId`, mailed to `email`. The address is kept with it because
 * following the link proves that mailbox, and only that one (guest orders join for it).
 */
export async function issueOneTimeToken(db: Queryable, userId: string, purpose: OneTimePurpose, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO one_time_tokens (token_hash, user_id, purpose, email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(token), userId, purpose, email, ONE_TIME_TTL_SECONDS[purpose]],
  );
  return token;
}

/** Spends the unused links of one purpose (a newer e-mail change replaces the pending one). */
export async function spendOneTimeTokens(db: Queryable, userId: string, purpose: OneTimePurpose): Promise<void> {
  await db.query('UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
}

/** `email`: the address the link was mailed to (null for links older than that record). */
export type ConsumeResult =
  { status: 'ok'; userId: string; purpose: OneTimePurpose; email: string | null } | { status: 'invalid' } | { status: 'expired' } | { status: 'used' };

/**
 * Marks the token used and returns its user. The UPDATE … WHERE used_at IS NULL makes the
 * single use hold even when two requests race with the same link.
 */
export async function consumeOneTimeToken(db: Queryable, token: string, purposes: OneTimePurpose | OneTimePurpose[]): Promise<ConsumeResult> {
  const accepted = Array.isArray(purposes) ? purposes : [purposes];
  const { rows } = await db.query<{ user_id: string; purpose: OneTimePurpose; email: string | null }>(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = ANY($2::text[]) AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, purpose, email`,
    [hashToken(token), accepted],
  );
  if (rows[0]) return { status: 'ok', userId: rows[0].user_id, purpose: rows[0].purpose, email: rows[0].email };
  const state = await oneTimeTokenState(db, token, accepted);
  return state.status === 'ok' ? { status: 'used' } : state;
}

/**
 * What a token would give, without using it up: lets a caller refuse a bad link before it
 * spends a password hash on the request.
 */
export async function oneTimeTokenState(db: Queryable, token: string, purposes: OneTimePurpose | OneTimePurpose[]): Promise<ConsumeResult> {
  const accepted = Array.isArray(purposes) ? purposes : [purposes];
  const found = await db.query<{ user_id: string; purpose: OneTimePurpose; email: string | null; used: boolean; expired: boolean }>(
    `SELECT user_id, purpose, email, used_at IS NOT NULL AS used, expires_at <= now() AS expired
     FROM one_time_tokens WHERE token_hash = $1 AND purpose = ANY($2::text[])`,
    [hashToken(token), accepted],
  );
  const row = found.rows[0];
  if (!row) return { status: 'invalid' };
  if (row.used) return { status: 'used' };
  return row.expired ? { status: 'expired' } : { status: 'ok', userId: row.user_id, purpose: row.purpose, email: row.email };
}
