import {
  authMessages,
  passwordResetLinkCheckSchema,
  passwordResetRequestSchema,
  resetPasswordPath,
  restorationRequestSchema,
  restorationResponseSchema,
  sessionResponseSchema,
} from 'shared/node';
import { clientIp } from '../http/request-context.js';
import { errors } from '../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ModuleContext } from '../modules/api-module.js';
import { passwordResetMail } from './account-mails.js';
import { consumeOneTimeToken, issueOneTimeToken, oneTimeTokenState } from './one-time-tokens.js';
import { enforce, type AccountRateLimits } from './rate-limits.js';
import { announceSignIn } from './sign-in.js';
import { findUserByEmail, markEmailProved, toUser, updatePassword } from './user-store.js';

/** An unknown reset link is 404, a used or expired one 410, the same for the check and the reset. */
async function refuseDeadResetLink(ctx: ModuleContext, token: string): Promise<void> {
  const state = await oneTimeTokenState(ctx.db, token, 'password_reset');
  if (state.status === 'invalid') throw errors.notFound(authMessages.tokenInvalid);
  if (state.status !== 'ok') throw errors.gone(authMessages.tokenInvalid);
}

/** A forgotten password: the mailed link, then a new password through it. */
export function recoveryRoutes(ctx: ModuleContext, limits: AccountRateLimits): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/users/restorations',
      tags: ['accounts'],
      summary: 'Письмо со ссылкой для восстановления пароля',
      description: 'Ответ одинаков для зарегистрированного и незнакомого адреса (202).',
      body: restorationRequestSchema,
      responses: { 202: { description: 'Принято', schema: restorationResponseSchema } },
      handler: async (c, { body }) => {
        await enforce([limits.restoreByIp, clientIp(c, ctx.config.trustProxy)], [limits.restoreByEmail, body.email]);
        // Whether the address is registered is looked up after the answer, so its timing is the
        // same for both (Mailer.sendLater).
        ctx.mailer.sendLater(async (tx) => {
          const user = await findUserByEmail(tx, body.email);
          if (!user) return null;
          const token = await issueOneTimeToken(tx, 'password_reset', { userId: user.id, email: user.email });
          return passwordResetMail(user.email, `${ctx.config.publicSiteUrl}${resetPasswordPath(token)}`);
        });
        return c.json({ message: authMessages.restorationSent }, 202);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/users/password/link-checks',
      tags: ['accounts'],
      summary: 'Проверка ссылки для смены пароля без её использования',
      description:
        'Страница смены пароля спрашивает при открытии, действует ли ссылка. Действующая → 204 без тела (ничего об аккаунте), неизвестная → 404, использованная или истёкшая → 410.',
      body: passwordResetLinkCheckSchema,
      errors: { 404: 'Неизвестная ссылка (NOT_FOUND)', 410: 'Ссылка использована или устарела (GONE)' },
      responses: { 204: { description: 'Ссылка действует' } },
      handler: async (c, { body }) => {
        await enforce([limits.resetByIp, clientIp(c, ctx.config.trustProxy)]);
        await refuseDeadResetLink(ctx, body.token);
        return c.body(null, 204);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/users/password',
      tags: ['accounts'],
      summary: 'Новый пароль по ссылке из письма',
      description: 'Токен одноразовый (1 час). Неизвестный → 404, использованный или истёкший → 410. Выданные ранее JWT перестают действовать.',
      body: passwordResetRequestSchema,
      errors: { 404: 'Неизвестная ссылка (NOT_FOUND)', 410: 'Ссылка использована или устарела (GONE)' },
      responses: { 200: { description: 'Пароль изменён; токен для входа', schema: sessionResponseSchema } },
      handler: async (c, { body }) => {
        // A bad link is refused before any hashing: the token is 256 random bits, so answering
        // it faster reveals nothing, while hashing first would let anyone queue hashes for free.
        await enforce([limits.resetByIp, clientIp(c, ctx.config.trustProxy)]);
        await refuseDeadResetLink(ctx, body.token);
        const passwordHash = await ctx.passwords.hash(body.password);
        const result = await ctx.db.transaction(async (tx) => {
          const consumed = await consumeOneTimeToken(tx, body.token, 'password_reset');
          if (consumed.status !== 'ok') return consumed;
          // The proof replaces the password: every earlier session and link ends, the address is proved.
          const updated = await updatePassword(tx, consumed.userId, passwordHash);
          const row = updated && consumed.email ? ((await markEmailProved(tx, updated.id, consumed.email)) ?? updated) : updated;
          return row ? { status: 'ok' as const, row, email: consumed.email } : { status: 'invalid' as const };
        });
        if (result.status === 'invalid') throw errors.notFound(authMessages.tokenInvalid);
        if (result.status !== 'ok') throw errors.gone(authMessages.tokenInvalid);
        await announceSignIn(ctx, c, result.row, 'password_reset', result.email);
        return c.json({ token: await ctx.sessions.issue(result.row.id, result.row.session_generation), user: toUser(result.row) });
      },
    }),
  ];
}
