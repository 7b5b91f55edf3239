import * as v from 'valibot';
import { ordersPageSchema, orderSchema } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, optionalInt, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { orderUuidParams } from '../orders/order-routes.js';
import { loadOrderView, loadOrderViews, requireOwnOrder } from '../orders/order-service.js';
import { listUserOrders } from '../orders/order-store.js';

/** PostgreSQL's text form of timestamptz, e.g. '2026-11-22 08:10:11.123456+00'. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** Cursor of the infinite list: the last order's created_at (full precision) and uuid. */
function encodeCursor(createdAt: string, uuid: string): string {
  return Buffer.from(`${createdAt}|${uuid}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; uuid: string } {
  const [createdAt, uuid] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !uuid || !TIMESTAMP.test(createdAt) || !/^[0-9a-f-]{36}$/.test(uuid)) {
    throw errors.validation({ cursor: 'Некорректный курсор списка' }, 'Некорректный курсор списка');
  }
  return { createdAt, uuid };
}

export function profileOrderRoutes(ctx: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/profile/orders',
      tags: ['profile'],
      summary: 'Мои заказы, новые первыми',
      description: 'Страницы по limit (1–50, по умолчанию 20); nextCursor — для следующей страницы, null — больше нет.',
      auth: 'required',
      query: v.object({
        cursor: v.optional(v.pipe(v.string(), v.maxLength(200, 'Некорректный курсор списка'))),
        limit: optionalInt('limit: от 1 до 50', 1, 50),
      }),
      responses: { 200: { description: 'Страница заказов', schema: ordersPageSchema } },
      handler: async (c, { query, user }) => {
        await ctx.sweep();
        const limit = query.limit ?? 20;
        const rows = await listUserOrders(ctx.db, user.id, limit + 1, query.cursor ? decodeCursor(query.cursor) : null);
        const page = rows.slice(0, limit);
        const items = await loadOrderViews(ctx, page, true);
        const last = page[page.length - 1];
        return c.json({ items, nextCursor: rows.length > limit && last ? encodeCursor(last.created_at_text, last.uuid) : null });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/profile/orders/:orderUuid',
      tags: ['profile'],
      summary: 'Мой заказ: пассажиры, перелёты, платежи, услуги, документы',
      auth: 'required',
      params: orderUuidParams,
      responses: { 200: { description: 'Заказ', schema: orderSchema } },
      handler: async (c, { params, user }) => c.json(await loadOrderView(ctx, await requireOwnOrder(ctx, params.orderUuid, user.id), true)),
    }),
  ];
}
