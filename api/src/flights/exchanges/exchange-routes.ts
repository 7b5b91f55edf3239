import * as v from 'valibot';
import { exchangeListSchema, exchangeQuoteQuerySchema, exchangeQuoteSchema, exchangeRequestSchema, exchangeSchema, IDEMPOTENCY_HEADER } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { oncePerKey } from '../orders/order-idempotency.js';
import { orderUuidParams } from '../orders/order-routes.js';
import { requireReadableOrder } from '../orders/order-service.js';
import { findOrder } from '../orders/order-store.js';
import { EXCHANGE_NOT_FOUND, exchangeView, quoteExchange, requestExchange } from './exchange-service.js';
import { exchangesOfOrder, findExchange } from './exchange-store.js';

const exchangeParams = v.object({ ...orderUuidParams.entries, exchangeUuid: v.pipe(v.string(), v.uuid(EXCHANGE_NOT_FOUND)) });
const ACCESS = 'Заказ аккаунта — только его владельцу (с токеном), гостевой — по ссылке из письма; остальным, как и для неизвестных номеров, — 404.';
const EXCHANGE_CONFLICT =
  'Заказ не выписан, тариф не допускает обмен, билеты перелёта возвращены, перелёт начался, тот же рейс, рейс не стыкуется с остальными, мест нет или ключ Idempotency-Key использован с другим запросом (CONFLICT)';

export function exchangeRoutes(ctx: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/flights/orders/:orderUuid/exchanges/quote',
      tags: ['exchanges'],
      summary: 'Сколько стоит обмен перелёта на другой рейс или дату',
      description: `direction — номер перелёта в заказе; searchString — поиск в одну сторону по тому же маршруту, классу и пассажирам, resultId — вариант из его результатов. Платится сбор тарифа и разница в цене за каждого пассажира; если новый билет дешевле, разница не возвращается (cheaperNote). ${ACCESS}`,
      auth: 'optional',
      params: orderUuidParams,
      query: exchangeQuoteQuerySchema,
      errors: { 409: EXCHANGE_CONFLICT },
      responses: { 200: { description: 'Сумма обмена', schema: exchangeQuoteSchema } },
      handler: async (c, { params, query, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        return c.json(await quoteExchange(ctx, order, { direction: query.direction, searchString: query.searchString, resultId: query.resultId }));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/flights/orders/:orderUuid/exchanges',
      tags: ['exchanges'],
      summary: 'Обменять перелёт',
      description: `Без доплаты обмен выполняется сразу (EXCHANGED, новые номера билетов); с доплатой — AWAITING_PAYMENT и paymentUuid: оплатить через POST /payments/{paymentUuid}/attempts, успешная оплата выполняет обмен (места, новые билеты, письмо) одной транзакцией; если места на новом рейсе кончились, оплата отклоняется (410), деньги не списаны, прежний билет действует. Обязателен заголовок ${IDEMPOTENCY_HEADER}. ${ACCESS}`,
      auth: 'optional',
      idempotencyKey: 'required',
      params: orderUuidParams,
      body: exchangeRequestSchema,
      errors: { 409: EXCHANGE_CONFLICT, 410: 'Места на новом рейсе закончились, обмен не состоялся (GONE)' },
      responses: { 201: { description: 'Обмен', schema: exchangeSchema } },
      handler: async (c, { params, body, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        const exchangeUuid = await oncePerKey(c, ctx, { action: 'exchange', of: order.uuid, userId: user?.id ?? null, body }, (idempotency) =>
          requestExchange(ctx, order, body, idempotency!),
        );
        const current = (await findOrder(ctx.db, order.uuid))!;
        return c.json(exchangeView(current, (await findExchange(ctx.db, exchangeUuid))!), 201);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/orders/:orderUuid/exchanges',
      tags: ['exchanges'],
      summary: 'Обмены заказа: какие перелёты обменяны, прежние и новые номера билетов',
      description: ACCESS,
      auth: 'optional',
      params: orderUuidParams,
      responses: { 200: { description: 'Обмены, старые первыми', schema: exchangeListSchema } },
      handler: async (c, { params, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        return c.json({ items: (await exchangesOfOrder(ctx.db, order.uuid)).map((exchange) => exchangeView(order, exchange)) });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/orders/:orderUuid/exchanges/:exchangeUuid',
      tags: ['exchanges'],
      summary: 'Обмен: статус, новые номера билетов',
      description: ACCESS,
      auth: 'optional',
      params: exchangeParams,
      responses: { 200: { description: 'Обмен', schema: exchangeSchema } },
      handler: async (c, { params, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        const exchange = await findExchange(ctx.db, params.exchangeUuid);
        if (!exchange || exchange.order_uuid !== order.uuid) throw errors.notFound(EXCHANGE_NOT_FOUND);
        return c.json(exchangeView(order, exchange));
      },
    }),
  ];
}
