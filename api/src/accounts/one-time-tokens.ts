import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

export type OneTimePurpose = 'login' | 'password_reset';

/** How long links stay usable: a recovery link briefly, a login link from a mail for a day. */
export const ONE_TIME_TTL_SECONDS: Record<OneTimePurpose, number> = {
  password_reset: 60 * 60,
  login: 24 * 60 * 60,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueOneTimeToken(db: Queryable, userId: string, purpose: OneTimePurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), userId, purpose, ONE_TIME_TTL_SECONDS[purpose]],
  );
  return token;
}

export type ConsumeResult = { status: 'ok'; userId: string } | { status: 'invalid' } | { status: 'expired' } | { status: 'used' };

/**
 * Marks the token used and returns its user. The UPDATE … WHERE used_at IS NULL makes the
 * single use hold even when two requests race with the same link.
 */
export async function consumeOneTimeToken(db: Queryable, token: string, purpose: OneTimePurpose): Promise<ConsumeResult> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hashToken(token), purpose],
  );
  if (rows[0]) return { status: 'ok', userId: rows[0].user_id };
  const state = await oneTimeTokenState(db, token, purpose);
  return state.status === 'ok' ? { status: 'used' } : state;
}

/**
 * What a token would give, without using it up: lets a caller refuse a bad link before it
 * spends a password hash on the request.
 */
export async function oneTimeTokenState(db: Queryable, token: string, purpose: OneTimePurpose): Promise<ConsumeResult> {
  const found = await db.query<{ user_id: string; used: boolean; expired: boolean }>(
    `SELECT user_id, used_at IS NOT NULL AS used, expires_at <= now() AS expired FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2`,
    [hashToken(token), purpose],
  );
  const row = found.rows[0];
  if (!row) return { status: 'invalid' };
  if (row.used) return { status: 'used' };
  return row.expired ? { status: 'expired' } : { status: 'ok', userId: row.user_id };
}
