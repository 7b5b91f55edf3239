import { parseRussianMobile, profileUpdateRequestSchema, userSchema } from 'shared/node';
import type { AuthUser } from '../http/request-context.js';
import { errors } from '../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ModuleContext } from '../modules/api-module.js';
import { emailChangeMail } from './account-mails.js';
import { duplicateEmail, mailConfirmationLink } from './address-confirmation.js';
import { spendOneTimeTokens } from './one-time-tokens.js';
import { findUserByEmail, toUser, updatePhone } from './user-store.js';

/** The signed-in person's e-mail and phone. */
export function profileRoutes(ctx: ModuleContext): RouteDefinition[] {
  /**
   * A new e-mail is only requested here: the link mailed to it, followed with the account's password, makes it the account's, so
   * nobody claims an address (or its guest orders) by typing it or by luring its owner into their account (§D Accounts). A newer
   * request replaces a pending one.
   */
  const requestEmailChange = async (user: AuthUser, email: string) => {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) throw duplicateEmail();
    // The pending link ends, the new one and its mail exist together, or none of it.
    await ctx.db.transaction(async (tx) => {
      await spendOneTimeTokens(tx, user.id, 'email_change');
      await ctx.mailer.send(emailChangeMail(email, await mailConfirmationLink(ctx, tx, user.id, 'email_change', email)), tx);
    });
  };

  return [
    defineRoute({
      method: 'PUT',
      path: '/private/user',
      tags: ['accounts'],
      summary: 'Изменить e-mail и телефон',
      description:
        'Телефон меняется сразу. Новый e-mail вступает в силу только после перехода по ссылке, отправленной на него, с паролем аккаунта (POST /users/confirmations); до тех пор ответ содержит прежний адрес. 409 — адрес занят.',
      auth: 'required',
      body: profileUpdateRequestSchema,
      errors: { 409: 'E-mail занят другим аккаунтом (CONFLICT)' },
      responses: { 200: { description: 'Обновлённый пользователь', schema: userSchema } },
      handler: async (c, { body, user }) => {
        const phone = body.phone ? parseRussianMobile(body.phone) : null;
        if (body.email.toLowerCase() !== user.email.toLowerCase()) await requestEmailChange(user, body.email);
        const row = await updatePhone(ctx.db, user.id, phone);
        if (!row) throw errors.unauthorized();
        return c.json(toUser(row));
      },
    }),
  ];
}
