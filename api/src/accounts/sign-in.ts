import { authMessages } from 'shared/node';
import { errors } from '../http/http-error.js';
import type { ModuleContext, UserAuthenticatedEvent } from '../modules/api-module.js';
import type { ConsumeResult } from './one-time-tokens.js';
import { findUserById, toUser, type UserRow } from './user-store.js';

/** A new session token for the account, with the user as the site shows it. */
export async function startSession(ctx: ModuleContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw errors.unauthorized();
  return { token: await ctx.sessions.issue(user.id, user.session_generation), user: toUser(user), row: user };
}

/** Tells the modules about a sign-in; guest data joins only for `provedEmail` (see UserAuthenticatedEvent). */
export function announceSignIn(
  ctx: ModuleContext,
  c: { req: { raw: Request } },
  row: UserRow,
  via: UserAuthenticatedEvent['via'],
  provedEmail: string | null,
): Promise<void> {
  return ctx.emitUserAuthenticated({ userId: row.id, email: row.email, via, provedEmail, emailProved: row.email_proved_at !== null, request: c.req.raw });
}

/** An unknown link is 404, a used or expired one 410 (docs/product-rules.md §D Accounts). */
export function refuseUnusable(result: ConsumeResult): void {
  if (result.status === 'invalid') throw errors.notFound(authMessages.tokenInvalid);
  if (result.status === 'expired' || result.status === 'used') throw errors.gone(authMessages.tokenInvalid);
}
