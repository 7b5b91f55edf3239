import * as v from 'valibot';
import {
  confirmPriceAlertRequestSchema,
  createPriceAlertRequestSchema,
  forcePriceAlertRoundRequestSchema,
  priceAlertQuoteRequestSchema,
  priceAlertQuoteSchema,
  mailedTokenSchema,
  pendingPriceAlertSchema,
  priceAlertListSchema,
  priceAlertMessages,
  priceAlertRoundSchema,
  priceAlertSchema,
  priceAlertStateSchema,
  priceAlertsQuerySchema,
  updatePriceAlertRequestSchema,
} from 'shared/node';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { PriceAlertService } from './price-alert-service.js';

const idParams = v.object({ id: v.pipe(v.string(), v.uuid(priceAlertMessages.notFound)) });
const tokenParams = v.object({ token: mailedTokenSchema });

/** Routes of price alerts: HTTP only; the rules are the service's (docs/product-rules.md §D Price alerts). */
export function priceAlertRoutes(alerts: PriceAlertService, options: { devRoutes: boolean }): RouteDefinition[] {
  const routes: RouteDefinition[] = [
    defineRoute({
      method: 'POST',
      path: '/price-alerts',
      tags: ['price-alerts'],
      summary: 'Следить за ценой поиска',
      description:
        'С токеном — подписка сразу (201). Без токена нужен email: 202 с watchToken и письмом для подтверждения ' +
        '(на неподтверждённый адрес не больше одного письма в день). Не больше 20 активных подписок (409).',
      auth: 'optional',
      body: createPriceAlertRequestSchema,
      errors: { 409: priceAlertMessages.tooMany },
      responses: {
        200: { description: 'Подписка на этот поиск уже есть', schema: priceAlertSchema },
        201: { description: 'Подписка', schema: priceAlertSchema },
        202: { description: 'Ждёт подтверждения по письму', schema: pendingPriceAlertSchema },
      },
      handler: async (c, { body, user }) => {
        if (user) {
          const { alert, created } = await alerts.subscribeAccount(user.id, body.searchString, c);
          return c.json(alert, created ? 201 : 200);
        }
        return c.json(await alerts.subscribeAddress(body.searchString, body.email, c), 202);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/price-alerts',
      tags: ['price-alerts'],
      summary: 'Подписки на цены',
      description: 'С searchString — только подписка на этот поиск (пустой список, если её нет).',
      auth: 'required',
      query: priceAlertsQuerySchema,
      responses: { 200: { description: 'Подписки, новые первыми', schema: priceAlertListSchema } },
      handler: async (c, { query, user }) => c.json({ items: await alerts.list(user.id, query.searchString) }),
    }),
    defineRoute({
      method: 'PATCH',
      path: '/price-alerts/:id',
      tags: ['price-alerts'],
      summary: 'Приостановить или возобновить подписку',
      auth: 'required',
      params: idParams,
      body: updatePriceAlertRequestSchema,
      errors: { 409: priceAlertMessages.tooMany, 410: priceAlertMessages.ended },
      responses: { 200: { description: 'Подписка', schema: priceAlertSchema } },
      handler: async (c, { params, body, user }) => c.json(await alerts.setPaused(user.id, params.id, body.paused)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/price-alerts/:id',
      tags: ['price-alerts'],
      summary: 'Удалить подписку',
      auth: 'required',
      params: idParams,
      responses: { 204: { description: 'Удалена' } },
      handler: async (c, { params, user }) => {
        await alerts.remove(user.id, params.id);
        return c.body(null, 204);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/price-alerts/watch/:token',
      tags: ['price-alerts'],
      summary: 'Состояние подписки по токену браузера',
      description: 'Без личных данных: pending, пока письмо с подтверждением этой просьбы не открыто.',
      params: tokenParams,
      responses: { 200: { description: 'Состояние', schema: priceAlertStateSchema } },
      handler: async (c, { params }) => c.json(await alerts.watch(params.token)),
    }),
    defineRoute({
      method: 'POST',
      path: '/price-alerts/confirmations',
      tags: ['price-alerts'],
      summary: 'Подтвердить подписку по ссылке из письма',
      body: confirmPriceAlertRequestSchema,
      errors: { 404: priceAlertMessages.linkUnknown, 409: priceAlertMessages.tooMany, 410: priceAlertMessages.linkExpired },
      responses: { 200: { description: 'Состояние', schema: priceAlertStateSchema } },
      handler: async (c, { body }) => c.json(await alerts.confirm(body.token)),
    }),
    defineRoute({
      method: 'POST',
      path: '/price-alerts/unsubscribe/:token',
      tags: ['price-alerts'],
      summary: 'Отписаться в один клик',
      description:
        'Адрес заголовка List-Unsubscribe (RFC 8058: почтовая программа шлёт POST без cookie и XSRF) и страницы ' +
        '/price-alerts/unsubscribe/:token. Повторный вызов отвечает тем же.',
      params: tokenParams,
      xsrf: 'capability-in-path',
      responses: { 200: { description: 'Состояние', schema: priceAlertStateSchema } },
      handler: async (c, { params }) => c.json(await alerts.unsubscribe(params.token)),
    }),
  ];
  if (options.devRoutes) {
    routes.push(
      defineRoute({
        method: 'POST',
        path: '/dev/price-alerts/rounds',
        tags: ['dev'],
        summary: 'Проверить цены подписок сейчас (не в production)',
        description: 'asOf — как будто сейчас этот момент (цены и окончание подписок считаются от него). Отвечает, когда круг закончен.',
        body: forcePriceAlertRoundRequestSchema,
        responses: { 200: { description: 'Итог круга', schema: priceAlertRoundSchema } },
        handler: async (c, { body }) => c.json(await alerts.forceRound(body.asOf ? new Date(body.asOf) : new Date())),
      }),
      defineRoute({
        method: 'POST',
        path: '/dev/price-alerts/quotes',
        tags: ['dev'],
        summary: 'Цена поиска, какой её запишет круг (не в production)',
        description: 'asOf — как будто сейчас этот момент. Для проверок: найти поиск, цена которого позже снизится.',
        body: priceAlertQuoteRequestSchema,
        responses: { 200: { description: 'Самая низкая цена на пассажиров, ₽; null, если мест нет', schema: priceAlertQuoteSchema } },
        handler: async (c, { body }) => c.json(await alerts.quote(body.searchString, body.asOf ? new Date(body.asOf) : new Date())),
      }),
    );
  }
  return routes;
}
