import { randomBytes } from 'node:crypto';
import { authMessages, loginRequestSchema, sessionResponseSchema, tokenResponseSchema, userSchema } from 'shared/node';
import * as v from 'valibot';
import { clientIp } from '../http/request-context.js';
import { errors } from '../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ModuleContext } from '../modules/api-module.js';
import { consumeOneTimeToken, oneTimeTokenState } from './one-time-tokens.js';
import { enforce, type AccountRateLimits } from './rate-limits.js';
import { announceSignIn, refuseUnusable, startSession } from './sign-in.js';
import { findUserByEmail, findUserById, markEmailProved, replacePasswordHash, updatePassword } from './user-store.js';

const tokenParam = v.object({
  token: v.pipe(v.string(), v.nonEmpty(authMessages.tokenInvalid), v.maxLength(256, authMessages.tokenInvalid)),
});

/** Who is signed in, and signing in with the password or with a link mailed to the address. */
export function loginRoutes(ctx: ModuleContext, limits: AccountRateLimits): RouteDefinition[] {
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
        await enforce([limits.loginByIp, clientIp(c, ctx.config.trustProxy)], [limits.loginByEmail, body.email]);
        const user = await findUserByEmail(ctx.db, body.email);
        // Verify against a decoy when the account is missing: same time, no enumeration.
        const ok = await ctx.passwords.verify(body.password, user?.password_hash ?? (await ctx.passwords.decoyHash()));
        if (!user || !ok) throw errors.unauthorized(authMessages.loginFailed);
        // Only now is the password known: an older hash (scrypt, or a lower cost) is stored again at today's.
        if (ctx.passwords.needsRehash(user.password_hash))
          await replacePasswordHash(ctx.db, user.id, user.password_hash, await ctx.passwords.hash(body.password));
        // A password proves no address: no guest data joins (and none at all on a never-proved account).
        await announceSignIn(ctx, c, user, 'login', null);
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
        const { token, user, row } = await startSession(ctx, result.userId);
        // A link from before the address was kept with it proves nothing.
        await announceSignIn(ctx, c, row, 'login_token', row.email_proved_at ? result.email : null);
        return c.json({ token, user });
      },
    }),
  ];
}
