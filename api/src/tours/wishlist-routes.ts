import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { addWishlistElementRequestSchema, moscowTodayIso, TOUR_HASH_PATTERN, wishlistElementSchema, wishlistSchema } from 'shared/node';
import { clientIp } from '../http/request-context.js';
import { errors } from '../http/http-error.js';
import { RateLimiter } from '../http/rate-limiter.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ToursContext } from './tours-context.js';
import { TOURS_VISITOR_COOKIE, VISITOR_WISHLIST_DAYS, visitorKeyOf, type WishlistOwner } from './wishlist-service.js';

/** New anonymous wishlists per IP and minute: each is a database row, so creation is bounded. */
const VISITOR_WISHLISTS_PER_MINUTE = 30;

/**
 * docs/product-rules.md §6, §7: the wishlist calls carry the Bearer token when there is one; then
 * the account's wishlist answers. Without it, this browser's anonymous wishlist does.
 */
export function wishlistRoutes(ctx: ToursContext): RouteDefinition[] {
  const { wishlists } = ctx;
  const newVisitors = new RateLimiter(ctx.db, 'tours-visitor-wishlist', VISITOR_WISHLISTS_PER_MINUTE, 60_000);
  const secure = ctx.config.nodeEnv === 'production';

  /** Whose wishlist this call is about; a visitor's left-over wishlist joins the account first. */
  const ownerOf = async (c: Context, user: { id: string } | null): Promise<WishlistOwner> => {
    const visitorKey = visitorKeyOf(getCookie(c, TOURS_VISITOR_COOKIE));
    if (!user) return { visitorKey };
    // Normally joined at sign-in (tours-module); this catches a browser signed in before it had
    // one. Not into a never-proved account (its password may be someone else's): the anonymous
    // wishlist stays with the cookie until the address is proved.
    if (visitorKey && (await ctx.accounts.findUser(user.id))?.emailProved) {
      await wishlists.joinVisitor(user.id, visitorKey);
      deleteCookie(c, TOURS_VISITOR_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
    }
    return { userId: user.id };
  };

  return [
    defineRoute({
      method: 'GET',
      path: '/tours/wishlist',
      tags: ['wishlist'],
      summary: 'Избранные туры',
      description: `С токеном — избранное аккаунта; без него — этого браузера (анонимный ключ в httpOnly cookie ${TOURS_VISITOR_COOKIE}, ${VISITOR_WISHLIST_DAYS} дней; при входе переходит в аккаунт). price — текущая минимальная цена тура (null — не продаётся).`,
      auth: 'optional',
      responses: { 200: { description: 'Элементы в порядке добавления', schema: wishlistSchema } },
      handler: async (c, { user }) => {
        return c.json(await wishlists.list(await ownerOf(c, user), moscowTodayIso()));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/tours/wishlist',
      tags: ['wishlist'],
      summary: 'Добавить тур в избранное',
      description:
        'hash элемента одинаков для одного отеля, города вылета, даты, ночей, взрослых и возрастов детей (tourHash из shared): повторное добавление отвечает 200 тем же элементом, новое — 201. Аноним без избранного получает cookie с ключом. Не больше 200 туров (409).',
      auth: 'optional',
      body: addWishlistElementRequestSchema,
      errors: { 404: 'Отель не найден (NOT_FOUND)', 409: 'Избранное заполнено (CONFLICT)' },
      responses: {
        201: { description: 'Добавлен', schema: wishlistElementSchema },
        200: { description: 'Уже был в избранном', schema: wishlistElementSchema },
      },
      handler: async (c, { body, user }) => {
        const owner = await ownerOf(c, user);
        if (!user && !(await wishlists.hasVisitorWishlist(owner))) {
          const wait = await newVisitors.hit(clientIp(c, ctx.config.trustProxy));
          if (wait) throw errors.tooManyRequests(wait);
        }
        const result = await wishlists.add(owner, body, moscowTodayIso());
        if (result.visitorKey) {
          setCookie(c, TOURS_VISITOR_COOKIE, result.visitorKey, { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAge: VISITOR_WISHLIST_DAYS * 86_400 });
        }
        return c.json(result.element, result.created ? 201 : 200);
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/tours/wishlist/elements/:hash',
      tags: ['wishlist'],
      summary: 'Удалить тур из избранного',
      description: 'Повторное удаление (или удаление отсутствующего) тоже 204: клиент удаляет сразу и лишь затем сообщает серверу.',
      auth: 'optional',
      params: v.object({ hash: v.string() }),
      responses: { 204: { description: 'Удалён' } },
      handler: async (c, { params, user }) => {
        if (!TOUR_HASH_PATTERN.test(params.hash)) throw errors.notFound('Тур в избранном не найден');
        await wishlists.remove(await ownerOf(c, user), params.hash);
        return c.body(null, 204);
      },
    }),
  ];
}
