import { authMessages, emailConfirmationPath } from 'shared/node';
import { errors, type HttpError } from '../http/http-error.js';
import type { Queryable } from '../db/database.js';
import type { ModuleContext } from '../modules/api-module.js';
import { issueOneTimeToken } from './one-time-tokens.js';

/**
 * A link mailed to the address confirms it only together with the account's password
 * (sign-up, a new e-mail): the address and the password must be one person's.
 */
export async function mailConfirmationLink(
  ctx: ModuleContext,
  tx: Queryable,
  userId: string,
  purpose: 'sign_up' | 'email_change',
  email: string,
): Promise<string> {
  return `${ctx.config.publicSiteUrl}${emailConfirmationPath(await issueOneTimeToken(tx, purpose, { userId, email }))}`;
}

export function duplicateEmail(): HttpError {
  return errors.conflict(authMessages.emailTaken, { email: authMessages.emailTaken });
}
