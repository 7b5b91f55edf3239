import { randomUUID } from 'node:crypto';
import { formatRussianMobile, RUSSIAN_PHONE_CODE, type User } from 'shared/node';
import type { Queryable } from '../db/database.js';
import type { Utm } from '../http/request-context.js';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  phone_code: string | null;
  phone_number: string | null;
  password_changed_at: Date;
  /** When the address was proved (docs/product-rules.md §D Accounts); null: never, no guest data joins. */
  email_proved_at: Date | null;
  /** Session tokens carry it; raising it ends every session of the account. */
  session_generation: number;
}

const COLUMNS = 'id, email, password_hash, phone_code, phone_number, password_changed_at, email_proved_at, session_generation';

/** The wire form of the user (product rules §3 fields, phone form ours: §D Accounts): phone '+7XXXXXXXXXX' and phoneWithoutCode 'XXXXXXXXXX'. */
export function toUser(row: UserRow): User {
  const phone =
    row.phone_number && row.phone_code === RUSSIAN_PHONE_CODE
      ? { full: formatRussianMobile({ code: RUSSIAN_PHONE_CODE, number: row.phone_number }), bare: row.phone_number }
      : null;
  return { id: row.id, email: row.email, phone: phone?.full ?? null, phoneWithoutCode: phone?.bare ?? null };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function insertUser(db: Queryable, input: { email: string; passwordHash: string; isNewsletter: boolean; utm: Utm }): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, is_newsletter, utm_campaign, utm_medium, utm_source)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [randomUUID(), input.email, input.passwordHash, input.isNewsletter, input.utm.campaign ?? null, input.utm.medium ?? null, input.utm.source ?? null],
  );
  return rows[0]!;
}

/** A new account, or null when the address is registered (any case): one statement either way, so sign-up takes the same time for both. */
export async function insertUserUnlessRegistered(
  db: Queryable,
  input: { email: string; passwordHash: string; isNewsletter: boolean; utm: Utm },
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, is_newsletter, utm_campaign, utm_medium, utm_source)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ((lower(email))) DO NOTHING RETURNING ${COLUMNS}`,
    [randomUUID(), input.email, input.passwordHash, input.isNewsletter, input.utm.campaign ?? null, input.utm.medium ?? null, input.utm.source ?? null],
  );
  return rows[0] ?? null;
}

export async function updatePhone(db: Queryable, id: string, phone: { code: string; number: string } | null): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`UPDATE users SET phone_code = $2, phone_number = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [
    id,
    phone?.code ?? null,
    phone?.number ?? null,
  ]);
  return rows[0] ?? null;
}

/** After the new address was proved by a mailed link (a unique violation when taken); every unused link mailed elsewhere ends with it. */
export async function updateEmail(db: Queryable, id: string, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`UPDATE users SET email = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id, email]);
  await db.query("UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL AND lower(coalesce(email, '')) <> lower($2)", [id, email]);
  return rows[0] ?? null;
}

/** The same password under the current hash (PasswordHasher.needsRehash): sessions and links stay; a password changed since is left alone. */
export async function replacePasswordHash(db: Queryable, id: string, oldHash: string, newHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $3, updated_at = now() WHERE id = $1 AND password_hash = $2', [id, oldHash, newHash]);
}

/**
 * New password: every session token (the generation rises) and unused mailed link issued before ends, so an old mail or
 * token is useless. Call it in a transaction with the consumption of the link that allowed it.
 */
export async function updatePassword(db: Queryable, id: string, passwordHash: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET password_hash = $2, password_changed_at = now(), session_generation = session_generation + 1, updated_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, passwordHash],
  );
  await db.query('UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [id]);
  return rows[0] ?? null;
}

/** The address counts as proved, if still the account's (`email`: where the followed link went), when proof and password are one person's (§D Accounts). */
export async function markEmailProved(db: Queryable, id: string, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET email_proved_at = coalesce(email_proved_at, now()), updated_at = now()
     WHERE id = $1 AND lower(email) = lower($2) RETURNING ${COLUMNS}`,
    [id, email],
  );
  return rows[0] ?? null;
}
