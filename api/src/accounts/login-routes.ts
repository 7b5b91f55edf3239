import { randomBytes } from 'node:crypto';
import {
  authMessages,
  emailConfirmationPath,
  emailConfirmationRequestSchema,
  loginRequestSchema,
  parseRussianMobile,
  passwordResetRequestSchema,
  profileUpdateRequestSchema,
  restorationRequestSchema,
  restorationResponseSchema,
  resetPasswordPath,
  linkTo,
  sessionResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  tokenResponseSchema,
  userSchema,
} from 'shared/node';
import * as v from 'valibot';
import { isUniqueViolation } from '../db/database.js';
import type { AuthUser } from '../http/app-env.js';
import { clientIp } from '../http/client-ip.js';
import { errors, HttpError } from '../http/http-error.js';
import { RateLimiter } from '../http/rate-limiter.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { readUtm } from '../http/utm.js';
import type { ModuleContext, UserAuthenticatedEvent } from '../modules/api-module.js';
import { consumeOneTimeToken, issueOneTimeToken, oneTimeTokenState, spendOneTimeTokens, type ConsumeResult } from './one-time-tokens.js';
import { alreadyRegisteredMail, emailChangeMail, passwordResetMail, signUpConfirmationMail } from './account-mails.js';
import {
  findUserByEmail,
  findUserById,
  insertUserUnlessRegistered,
  markEmailProved,
  toUser,
  updateEmail,
  updatePassword,
  updatePhone,
  type UserRow,
} from './user-store.js';

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
  // Sign-up mails the address whether or not it is registered: bounded like recovery mails.
  const signUpByEmail = new RateLimiter(ctx.db, 'sign-up-email', limits.restorePerMinute, MINUTE);
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
    return { token: await ctx.sessions.issue(user.id, user.session_generation), user: toUser(user), row: user };
  };

  /** Tells the modules about a sign-in; guest data joins only for `provedEmail` (see UserAuthenticatedEvent). */
  const signedIn = (c: { req: { raw: Request } }, row: UserRow, via: UserAuthenticatedEvent['via'], provedEmail: string | null) =>
    ctx.emitUserAuthenticated({ userId: row.id, email: row.email, via, provedEmail, emailProved: row.email_proved_at !== null, request: c.req.raw });

  /**
   * A link mailed to the address confirms it only together with the account's password
   * (sign-up, a new e-mail): the address and the password must be one person's.
   */
  const mailConfirmationLink = async (userId: string, purpose: 'sign_up' | 'email_change', email: string) =>
    `${ctx.config.publicSiteUrl}${emailConfirmationPath(await issueOneTimeToken(ctx.db, userId, purpose, email))}`;

  /**
   * A new e-mail is only requested here: a link mailed to it, followed with the account's password
   * (POST /users/confirmations), makes it the account's address, so nobody claims an address, or
   * the guest orders under it, by typing it, nor by getting its owner to follow a link into an
   * account whose password they do not know (docs/product-rules.md §D Accounts). A newer request
   * replaces a pending one.
   */
  const requestEmailChange = async (user: AuthUser, email: string) => {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) throw duplicateEmail();
    await spendOneTimeTokens(ctx.db, user.id, 'email_change');
    await ctx.mailer.send(emailChangeMail(email, await mailConfirmationLink(user.id, 'email_change', email)));
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
      errors: { 401: authMessages.loginFailed },
      responses: { 200: { description: 'JWT (HS256)', schema: tokenResponseSchema } },
      handler: async (c, { body }) => {
        await enforce([loginByIp, clientIp(c, ctx.config.trustProxy)], [loginByEmail, body.email]);
        const user = await findUserByEmail(ctx.db, body.email);
        // Verify against a decoy when the account is missing: same time, no enumeration.
        const ok = await ctx.passwords.verify(body.password, user?.password_hash ?? (await ctx.passwords.decoyHash()));
        if (!user || !ok) throw errors.unauthorized(authMessages.loginFailed);
        // A password proves no address: no guest data joins (and none at all on a never-proved account).
        await signedIn(c, user, 'login', null);
        return c.json({ token: await ctx.sessions.issue(user.id, user.session_generation) });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/private/login_token/:token',
      tags: ['accounts'],
      summary: 'Вход по одноразовой ссылке из письма',
      description:
        'Ссылка одноразовая и ограничена по времени; повторное использование или истёкшая ссылка → 410. Если адрес аккаунта ещё не был подтверждён, переход по ссылке подтверждает его и отменяет пароль, заданный до подтверждения: все прежние сессии и ссылки аккаунта перестают действовать, новый пароль задаётся через восстановление.',
      params: tokenParam,
      errors: { 410: 'Ссылка использована или устарела (GONE)' },
      responses: { 200: { description: 'Токен и пользователь', schema: sessionResponseSchema } },
      handler: async (c, { params }) => {
        const state = await oneTimeTokenState(ctx.db, params.token, 'login');
        refuseUnusable(state);
        const owner = state.status === 'ok' ? await findUserById(ctx.db, state.userId) : null;
        // The mailbox holder's proof wins over a password set before any proof (which may be
        // someone else's): it is replaced by a random one nobody knows, costing one hash here.
        const unknownPassword = owner && owner.email_proved_at === null ? await ctx.passwords.hash(randomBytes(32).toString('base64url')) : null;
        const result = await ctx.db.transaction(async (tx) => {
          const consumed = await consumeOneTimeToken(tx, params.token, 'login');
          if (consumed.status !== 'ok' || !consumed.email) return consumed;
          const row = await findUserById(tx, consumed.userId);
          if (row && row.email_proved_at === null && unknownPassword) {
            // Ends every session and every other link of the account, then the address is proved.
            await updatePassword(tx, row.id, unknownPassword);
            await markEmailProved(tx, row.id, consumed.email);
          }
          return consumed;
        });
        refuseUnusable(result);
        if (result.status !== 'ok') throw errors.gone(authMessages.tokenInvalid);
        const { token, user, row } = await session(result.userId);
        // A link from before the address was kept with it proves nothing.
        await signedIn(c, row, 'login_token', row.email_proved_at ? result.email : null);
        return c.json({ token, user });
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
        await enforce([loginByIp, clientIp(c, ctx.config.trustProxy)]);
        const state = await oneTimeTokenState(ctx.db, body.token, purposes);
        refuseUnusable(state);
        const owner = state.status === 'ok' ? await findUserById(ctx.db, state.userId) : null;
        if (!owner) throw errors.notFound(authMessages.tokenInvalid);
        // A password check like a login: the same per-address budget, so guesses here and there add up.
        await enforce([loginByEmail, owner.email]);
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
        const { token, user, row } = await session(result.userId);
        await signedIn(c, row, 'confirmation', result.email);
        return c.json({ token, user });
      },
    }),
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
        await enforce([signUpByIp, clientIp(c, ctx.config.trustProxy)], [signUpByEmail, body.email]);
        // The same work on both paths before the answer: one hash, one INSERT … ON CONFLICT DO
        // NOTHING; which mail goes out is decided after the answer (Mailer.sendLater).
        const passwordHash = await ctx.passwords.hash(body.password);
        const created = await insertUserUnlessRegistered(ctx.db, { email: body.email, passwordHash, isNewsletter: body.isNewsletter, utm: readUtm(c) });
        ctx.mailer.sendLater(async () => {
          const login = `${ctx.config.publicSiteUrl}${linkTo('login', {})}`;
          if (created) return signUpConfirmationMail(created.email, await mailConfirmationLink(created.id, 'sign_up', created.email), login);
          const registered = await findUserByEmail(ctx.db, body.email);
          if (!registered) return null;
          return alreadyRegisteredMail(registered.email, login, login);
        });
        return c.json({ message: authMessages.signUpSent }, 202);
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
        // Whether the address is registered is looked up after the answer, so its timing is the
        // same for both (Mailer.sendLater).
        ctx.mailer.sendLater(async () => {
          const user = await findUserByEmail(ctx.db, body.email);
          if (!user) return null;
          const token = await issueOneTimeToken(ctx.db, user.id, 'password_reset', user.email);
          return passwordResetMail(user.email, `${ctx.config.publicSiteUrl}${resetPasswordPath(token)}`);
        });
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
      errors: { 404: 'Неизвестная ссылка (NOT_FOUND)', 410: 'Ссылка использована или устарела (GONE)' },
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
          // The proof replaces the password: every earlier session and link ends, the address is proved.
          const updated = await updatePassword(tx, consumed.userId, passwordHash);
          const row = updated && consumed.email ? ((await markEmailProved(tx, updated.id, consumed.email)) ?? updated) : updated;
          return row ? { status: 'ok' as const, row, email: consumed.email } : { status: 'invalid' as const };
        });
        if (result.status === 'invalid') throw errors.notFound(authMessages.tokenInvalid);
        if (result.status !== 'ok') throw errors.gone(authMessages.tokenInvalid);
        await signedIn(c, result.row, 'password_reset', result.email);
        return c.json({ token: await ctx.sessions.issue(result.row.id, result.row.session_generation), user: toUser(result.row) });
      },
    }),
  ];
}

/** An unknown link is 404, a used or expired one 410 (docs/product-rules.md §D Accounts). */
function refuseUnusable(result: ConsumeResult): void {
  if (result.status === 'invalid') throw errors.notFound(authMessages.tokenInvalid);
  if (result.status === 'expired' || result.status === 'used') throw errors.gone(authMessages.tokenInvalid);
}

function duplicateEmail(): HttpError {
  return errors.conflict(authMessages.emailTaken, { email: authMessages.emailTaken });
}
