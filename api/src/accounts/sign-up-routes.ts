import {
  authMessages,
  emailConfirmationRequestSchema,
  linkTo,
  passwordRecoveryPath,
  sessionResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from 'shared/node';
import { isUniqueViolation } from '../db/database.js';
import { clientIp, readUtm } from '../http/request-context.js';
import { errors } from '../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ModuleContext } from '../modules/api-module.js';
import { alreadyRegisteredMail, signUpConfirmationMail } from './account-mails.js';
import { duplicateEmail, mailConfirmationLink } from './address-confirmation.js';
import { consumeOneTimeToken, oneTimeTokenState } from './one-time-tokens.js';
import { enforce, type AccountRateLimits } from './rate-limits.js';
import { announceSignIn, refuseUnusable, startSession } from './sign-in.js';
import { findUserByEmail, findUserById, insertUserUnlessRegistered, markEmailProved, updateEmail } from './user-store.js';

/** Sign-up, and confirming an address (a new account's or a new e-mail's) with the link and the password. */
export function signUpRoutes(ctx: ModuleContext, limits: AccountRateLimits): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/users',
      tags: ['accounts'],
      summary: 'Регистрация',
      description:
        'Ответ одинаков (202, то же сообщение, то же время) для нового и зарегистрированного адреса. Новый: аккаунт создан (вход паролем доступен сразу), на адрес уходит ссылка подтверждения; вместе с паролем (POST /users/confirmations) она подтверждает адрес и входит в аккаунт. Пока адрес не подтверждён, гостевые заказы и анонимное избранное к аккаунту не присоединяются. Зарегистрированный: письмо «у вас уже есть аккаунт — войдите или восстановите пароль». Записывает UTM из query.',
      body: signUpRequestSchema,
      responses: { 202: { description: 'Письмо отправлено', schema: signUpResponseSchema } },
      handler: async (c, { body }) => {
        await enforce([limits.signUpByIp, clientIp(c, ctx.config.trustProxy)], [limits.signUpByEmail, body.email]);
        // The same work on both paths before the answer: one hash, one INSERT … ON CONFLICT DO
        // NOTHING; which mail goes out is decided after the answer (Mailer.sendLater).
        const passwordHash = await ctx.passwords.hash(body.password);
        const created = await insertUserUnlessRegistered(ctx.db, { email: body.email, passwordHash, isNewsletter: body.isNewsletter, utm: readUtm(c) });
        ctx.mailer.sendLater(async (tx) => {
          const recovery = `${ctx.config.publicSiteUrl}${passwordRecoveryPath()}`;
          if (created) return signUpConfirmationMail(created.email, await mailConfirmationLink(ctx, tx, created.id, 'sign_up', created.email), recovery);
          const registered = await findUserByEmail(tx, body.email);
          if (!registered) return null;
          return alreadyRegisteredMail(registered.email, `${ctx.config.publicSiteUrl}${linkTo('login', {})}`, recovery);
        });
        return c.json({ message: authMessages.signUpSent }, 202);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/users/confirmations',
      tags: ['accounts'],
      summary: 'Подтверждение e-mail по ссылке из письма и паролю',
      description:
        'Ссылка из письма «Подтвердите регистрацию» или «Подтвердите новый e-mail» вместе с паролем аккаунта: адрес подтверждается, выполняется вход, гостевые заказы и анонимное избранное присоединяются к аккаунту. Неверный пароль → 401, ссылка остаётся действительной; попытки считаются вместе с попытками входа (429). Неизвестная ссылка → 404, использованная или истёкшая → 410, новый e-mail успели зарегистрировать → 409.',
      body: emailConfirmationRequestSchema,
      errors: {
        401: authMessages.confirmationPasswordWrong,
        404: 'Неизвестная ссылка (NOT_FOUND)',
        409: 'Новый e-mail из ссылки успели зарегистрировать (CONFLICT)',
        410: 'Ссылка использована или устарела (GONE)',
      },
      responses: { 200: { description: 'Токен и пользователь', schema: sessionResponseSchema } },
      handler: async (c, { body }) => {
        const purposes: Array<'sign_up' | 'email_change'> = ['sign_up', 'email_change'];
        await enforce([limits.loginByIp, clientIp(c, ctx.config.trustProxy)]);
        const state = await oneTimeTokenState(ctx.db, body.token, purposes);
        refuseUnusable(state);
        const owner = state.status === 'ok' ? await findUserById(ctx.db, state.userId) : null;
        if (!owner) throw errors.notFound(authMessages.tokenInvalid);
        // A password check like a login: the same per-address budget, so guesses here and there add up.
        await enforce([limits.loginByEmail, owner.email]);
        if (!(await ctx.passwords.verify(body.password, owner.password_hash))) throw errors.unauthorized(authMessages.confirmationPasswordWrong);
        const result = await ctx.db.transaction(async (tx) => {
          const consumed = await consumeOneTimeToken(tx, body.token, purposes);
          if (consumed.status !== 'ok' || !consumed.email) return consumed;
          // The password checked is still the account's (no reset in between).
          const current = await findUserById(tx, consumed.userId);
          if (!current || current.password_hash !== owner.password_hash) return { status: 'used' as const };
          if (consumed.purpose === 'email_change') {
            try {
              await updateEmail(tx, consumed.userId, consumed.email);
            } catch (error) {
              // Registered by someone else meanwhile: the link stays unused, the e-mail unchanged.
              if (isUniqueViolation(error)) throw duplicateEmail();
              throw error;
            }
          }
          await markEmailProved(tx, consumed.userId, consumed.email);
          return consumed;
        });
        refuseUnusable(result);
        if (result.status !== 'ok' || !result.email) throw errors.gone(authMessages.tokenInvalid);
        const { token, user, row } = await startSession(ctx, result.userId);
        await announceSignIn(ctx, c, row, 'confirmation', result.email);
        return c.json({ token, user });
      },
    }),
  ];
}
