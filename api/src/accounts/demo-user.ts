import type { Queryable } from '../db/database.js';
import type { PasswordHasher } from '../auth/password-hashing.js';
import { findUserByEmail, insertUser, markEmailProved } from './user-store.js';

/** Named in api/README.md; the e2e suite and developers sign in with it. */
export const DEMO_USER = { email: 'demo@example.ru', password: 'demo-password-2025', phone: { code: '7', number: '9161234567' } } as const;

/** Idempotent: creates the demo account once; never overwrites a password someone changed. */
export async function seedDemoUser(db: Queryable, passwords: PasswordHasher): Promise<void> {
  if (await findUserByEmail(db, DEMO_USER.email)) return;
  const user = await insertUser(db, { email: DEMO_USER.email, passwordHash: await passwords.hash(DEMO_USER.password), isNewsletter: false, utm: {} });
  await db.query('UPDATE users SET phone_code = $2, phone_number = $3 WHERE id = $1', [user.id, DEMO_USER.phone.code, DEMO_USER.phone.number]);
  // The demo address is ours: proved, so its sign-ins behave like any confirmed account's.
  await markEmailProved(db, user.id, user.email);
}
