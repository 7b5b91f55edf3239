import { oneTimeLoginPath } from 'shared/node';
import type { CoreContext, AccountsService } from '../modules/api-module.js';
import { DEMO_USER } from './demo-user.js';
import { issueOneTimeToken } from './one-time-tokens.js';
import { findUserByEmail, findUserById, toUser } from './user-store.js';

/** What the other modules and the core's authentication may ask of accounts. */
export function createAccountsService({ db, config }: CoreContext): AccountsService {
  return {
    issueLoginLink: async (userId) => {
      const row = await findUserById(db, userId);
      if (!row) throw new Error(`issueLoginLink: no user ${userId}`);
      const token = await issueOneTimeToken(db, 'login', { userId: row.id, email: row.email });
      return `${config.publicSiteUrl}${oneTimeLoginPath(token)}`;
    },
    findUser: async (userId) => {
      const row = await findUserById(db, userId);
      return row ? { id: row.id, email: row.email, emailProved: row.email_proved_at !== null } : null;
    },
    sessionUser: async (claims) => {
      const row = await findUserById(db, claims.userId);
      // Tokens issued before the last password change are void (a reset logs out other devices),
      // and so is every token of an older session generation: ending all sessions raises it, which
      // also catches a token issued in the same second as the change.
      if (!row || claims.issuedAt < Math.floor(row.password_changed_at.getTime() / 1000)) return null;
      if (claims.generation !== row.session_generation) return null;
      return toUser(row);
    },
    demoUser: async () => {
      const row = await findUserByEmail(db, DEMO_USER.email);
      return row ? { id: row.id, email: DEMO_USER.email, phone: `+${DEMO_USER.phone.code}${DEMO_USER.phone.number}` } : null;
    },
  };
}
