import {
  authMessages,
  loginRequestSchema,
  parseRussianMobile,
  passwordResetRequestSchema,
  profileUpdateRequestSchema,
  restorationRequestSchema,
  restorationResponseSchema,
  resetPasswordPath,
  sessionResponseSchema,
  signUpRequestSchema,
  tokenResponseSchema,
  userSchema,
} from 'shared/node';
import * as v from 'valibot';
import { isUniqueViolation } from '../db/database.js';
import { clientIp } from '../http/client-ip.js';
import { errors, HttpError } from '../http/http-error.js';
import { RateLimiter } from '../http/rate-limiter.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { readUtm } from '../http/utm.js';
import type { ModuleContext } from '../modules/api-module.js';
import { consumeOneTimeToken, issueOneTimeToken, oneTimeTokenState } from './one-time-tokens.js';
import { passwordResetMail, welcomeMail } from './account-mails.js';
import { findUserByEmail, findUserById, insertUser, toUser, updatePassword, updateProfile } from './users-store.js';

const MINUTE = 60_000;
/** An IP may try this many times the per-e-mail budget (several people behind one NAT). */
const IP_FACTOR = 5;

const tokenParam = v.object({
  token: v.pipe(v.string(), v.nonEmpty(authMessages.tokenInvalid), v.maxLength(256, authMessages.tokenInvalid)),
});

/** Sign-up, sign-in (password, mailed link), the current user, profile and password reset. */
export function accountRoutes(ctx: ModuleContext): RouteDefinition[] {
  const limits = ctx.config.rateLimits;
  const loginByEmail = new RateLimiter(ctx.db, 'login-email', limits.loginPerMinute, MINUTE);
  const loginByIp = new RateLimiter(ctx.db, 'login-ip', limits.loginPerMinute * IP_FACTOR, MINUTE);
  const restoreByEmail = new RateLimiter(ctx.db, 'restore-email', limits.restorePerMinute, MINUTE);
  const restoreByIp = new RateLimiter(ctx.db, 'restore-ip', limits.restorePerMinute * IP_FACTOR, MINUTE);
  const signUpByIp = new RateLimiter(ctx.db, 'sign-up-ip', limits.loginPerMinute * IP_FACTOR, MINUTE);
  const resetByIp = new RateLimiter(ctx.db, 'reset-ip', limits.restorePerMinute * IP_FACTOR, MINUTE);

  /** Both budgets are counted before any hashing, so a flood costs us no CPU. */
  const enforce = async (...checks: Array<[RateLimiter, string]>) => {
    const waits = await Promise.all(checks.map(([limiter, key]) => limiter.hit(key)));
    const wait = Math.max(...waits);
    if (wait > 0) throw errors.tooManyRequests(wait);
  };

  const session = async (userId: string) => {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw errors.unauthorized();
    return { token: await ctx.sessions.issue(user.id), user: toUser(user), row: user };
  };

  return [
    defineRoute({
      method: 'GET',
      path: '/private/login',
      tags: ['accounts'],
      summary: 'Текущий пользователь',
      auth: 'required',
      responses: { 200: { description: 'Пользователь', schema: userSchema } },
      // The caller's row was loaded to check the token; it is the answer.
      handler: (c, { user }) => c.json(user),
    }),
    defineRoute({
      method: 'POST',
      path: '/private/login_check',
      tags: ['accounts'],
      summary: 'Вход по e-mail и паролю',
      description: `401 "${authMessages.loginFailed}" при неверной паре; 429 при превышении лимита попыток.`,
      body: loginRequestSchema,
      responses: { 200: { description: 'JWT (HS256)', schema: tokenResponseSchema } },
      handler: async (c, { body }) => {
        await enforce([loginByIp, clientIp(c, ctx.config.trustProxy)], [loginByEmail, body.email]);
        const user = await findUserByEmail(ctx.db, body.email);
        // Verify against a decoy when the account is missing: same time, no enumeration.
        const ok = await ctx.passwords.verify(body.password, user?.password_hash ?? (await ctx.passwords.decoyHash()));
        if (!user || !ok) throw errors.unauthorized(authMessages.loginFailed);
        await ctx.emitUserAuthenticated({ userId: user.id, email: user.email, via: 'login', request: c.req.raw });
        return c.json({ token: await ctx.sessions.issue(user.id) });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/private/login_token/:token',
      tags: ['accounts'],
      summary: 'Вход по одноразовой ссылке из письма',
      description: 'Ссылка одноразовая и ограничена по времени; повторное использование или истёкшая ссылка → 410.',
      params: tokenParam,
      responses: { 200: { description: 'Токен и пользователь', schema: sessionResponseSchema } },
      handler: async (c, { params }) => {
        const result = await consumeOneTimeToken(ctx.db, params.token, 'login');
        if (result.status === 'invalid') throw errors.notFound(authMessages.tokenInvalid);
        if (result.status !== 'ok') throw errors.gone(authMessages.tokenInvalid);
        const { token, user, row } = await session(result.userId);
        await ctx.emitUserAuthenticated({ userId: row.id, email: row.email, via: 'login_token', request: c.req.raw });
        return c.json({ token, user });
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/private/user',
      tags: ['accounts'],
      summary: 'Изменить e-mail и телефон',
      auth: 'required',
      body: profileUpdateRequestSchema,
      responses: { 200: { description: 'Обновлённый пользователь', schema: userSchema } },
      handler: async (c, { body, user }) => {
        const phone = body.phone ? parseRussianMobile(body.phone) : null;
        try {
          const row = await updateProfile(ctx.db, user.id, { email: body.email, phone });
          if (!row) throw errors.unauthorized();
          return c.json(toUser(row));
        } catch (error) {
          if (isUniqueViolation(error)) throw errors.conflict(authMessages.emailTaken, { email: authMessages.emailTaken });
          throw error;
        }
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/users',
      tags: ['accounts'],
      summary: 'Регистрация',
      description: 'Записывает UTM из query. Дубликат e-mail → 409. Отправляет приветственное письмо со ссылкой для входа.',
      body: signUpRequestSchema,
      responses: { 201: { description: 'Аккаунт создан; токен для входа сразу', schema: sessionResponseSchema } },
      handler: async (c, { body }) => {
        await enforce([signUpByIp, clientIp(c, ctx.config.trustProxy)]);
        if (await findUserByEmail(ctx.db, body.email)) throw duplicateEmail();
        const passwordHash = await ctx.passwords.hash(body.password);
        let row;
        try {
          row = await insertUser(ctx.db, { email: body.email, passwordHash, isNewsletter: body.isNewsletter, utm: readUtm(c) });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateEmail();
          throw error;
        }
        const loginLink = await ctx.accounts.issueLoginLink(row.id);
        await ctx.mailer.send(welcomeMail(row.email, loginLink));
        await ctx.emitUserAuthenticated({ userId: row.id, email: row.email, via: 'signup', request: c.req.raw });
        return c.json({ token: await ctx.sessions.issue(row.id), user: toUser(row) }, 201);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/users/restorations',
      tags: ['accounts'],
      summary: 'Письмо со ссылкой для восстановления пароля',
      description: 'Ответ одинаков для зарегистрированного и незнакомого адреса (202).',
      body: restorationRequestSchema,
      responses: { 202: { description: 'Принято', schema: restorationResponseSchema } },
      handler: async (c, { body }) => {
        await enforce([restoreByIp, clientIp(c, ctx.config.trustProxy)], [restoreByEmail, body.email]);
        const user = await findUserByEmail(ctx.db, body.email);
        if (user) {
          const token = await issueOneTimeToken(ctx.db, user.id, 'password_reset');
          const link = `${ctx.config.publicSiteUrl}${resetPasswordPath(token)}`;
          await ctx.mailer.send(passwordResetMail(user.email, link));
        }
        return c.json({ message: authMessages.restorationSent }, 202);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/users/password',
      tags: ['accounts'],
      summary: 'Новый пароль по ссылке из письма',
      description: 'Токен одноразовый (1 час). Неизвестный → 404, использованный или истёкший → 410. Выданные ранее JWT перестают действовать.',
      body: passwordResetRequestSchema,
      responses: { 200: { description: 'Пароль изменён; токен для входа', schema: sessionResponseSchema } },
      handler: async (c, { body }) => {
        // A bad link is refused before any hashing: the token is 256 random bits, so answering
        // it faster reveals nothing, while hashing first would let anyone queue hashes for free.
        await enforce([resetByIp, clientIp(c, ctx.config.trustProxy)]);
        const state = await oneTimeTokenState(ctx.db, body.token, 'password_reset');
        if (state.status === 'invalid') throw errors.notFound(authMessages.tokenInvalid);
        if (state.status !== 'ok') throw errors.gone(authMessages.tokenInvalid);
        const passwordHash = await ctx.passwords.hash(body.password);
        const result = await ctx.db.transaction(async (tx) => {
          const consumed = await consumeOneTimeToken(tx, body.token, 'password_reset');
          if (consumed.status !== 'ok') return consumed;
          const row = await updatePassword(tx, consumed.userId, passwordHash);
          return row ? { status: 'ok' as const, row } : { status: 'invalid' as const };
        });
        if (result.status === 'invalid') throw errors.notFound(authMessages.tokenInvalid);
        if (result.status !== 'ok') throw errors.gone(authMessages.tokenInvalid);
        await ctx.emitUserAuthenticated({ userId: result.row.id, email: result.row.email, via: 'password_reset', request: c.req.raw });
        return c.json({ token: await ctx.sessions.issue(result.row.id), user: toUser(result.row) });
      },
    }),
  ];
}

function duplicateEmail(): HttpError {
  return errors.conflict(authMessages.emailTaken, { email: authMessages.emailTaken });
}

