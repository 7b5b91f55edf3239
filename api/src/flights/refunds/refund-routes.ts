import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, refundListSchema, refundQuoteQuerySchema, refundQuoteSchema, refundRequestSchema, refundSchema } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { oncePerKey } from '../orders/order-idempotency.js';
import { orderUuidParams } from '../orders/order-routes.js';
import { requireReadableOrder } from '../orders/order-service.js';
import { findRefund, refundsOfOrder } from './refund-store.js';
import { quoteOrderRefund, REFUND_NOT_FOUND, refundViews, requestRefund } from './refund-service.js';

const refundParams = v.object({ ...orderUuidParams.entries, refundUuid: v.pipe(v.string(), v.uuid(REFUND_NOT_FOUND)) });
const ACCESS =
  'Заказ аккаунта — только его владельцу (с токеном), гостевой — по ссылке из письма (uuid заказа); остальным, как и для неизвестных номеров заказа и возврата, — 404.';
const REFUND_ERRORS = {
  409: 'Заказ не выписан, билет уже возвращён, перелёт уже начался, младенец остался бы без взрослого или ключ Idempotency-Key использован с другим запросом (CONFLICT)',
};

export function refundRoutes(ctx: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/flights/orders/:orderUuid/refunds/quote',
      tags: ['refunds'],
      summary: 'Сколько вернётся за билеты: сумма до подтверждения',
      description: `passengers и directions — номера пассажиров и перелётов по порядку в заказе через запятую (без параметра — все); возвращаются ещё не возвращённые билеты из их сочетаний. Правила — в таблице docs/product-rules.md §D «Возврат и обмен». ${ACCESS}`,
      auth: 'optional',
      params: orderUuidParams,
      query: refundQuoteQuerySchema,
      errors: { 409: REFUND_ERRORS[409] },
      responses: { 200: { description: 'Сумма по билетам и по платежам', schema: refundQuoteSchema } },
      handler: async (c, { params, query, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        return c.json(await quoteOrderRefund(ctx, order, { passengers: query.passengers, directions: query.directions }));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/flights/orders/:orderUuid/refunds',
      tags: ['refunds'],
      summary: 'Вернуть билеты',
      description: `Сумма считается заново в момент подтверждения (как в GET …/refunds/quote); деньги возвращаются на те же платежи (карта или СБП) заданием очереди: статус REQUESTED → PROCESSING → REFUNDED или FAILED. Места возвращаются в продажу сразу. Обязателен заголовок ${IDEMPOTENCY_HEADER}: повтор с тем же ключом и телом возвращает тот же возврат (Idempotent-Replayed: true), с другим — 409. ${ACCESS}`,
      auth: 'optional',
      idempotencyKey: 'required',
      params: orderUuidParams,
      body: refundRequestSchema,
      errors: REFUND_ERRORS,
      responses: { 201: { description: 'Возврат', schema: refundSchema } },
      handler: async (c, { params, body, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        const refundUuid = await oncePerKey(c, ctx, { action: 'refund', of: order.uuid, userId: user?.id ?? null, body }, (idempotency) =>
          requestRefund(ctx, order, body, idempotency!),
        );
        const [view] = await refundViews(ctx, order, [(await findRefund(ctx.db, refundUuid))!]);
        return c.json(view!, 201);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/orders/:orderUuid/refunds',
      tags: ['refunds'],
      summary: 'Возвраты заказа',
      description: ACCESS,
      auth: 'optional',
      params: orderUuidParams,
      responses: { 200: { description: 'Возвраты, старые первыми', schema: refundListSchema } },
      handler: async (c, { params, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        return c.json({ items: await refundViews(ctx, order, await refundsOfOrder(ctx.db, order.uuid)) });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/orders/:orderUuid/refunds/:refundUuid',
      tags: ['refunds'],
      summary: 'Возврат: статус и суммы',
      description: ACCESS,
      auth: 'optional',
      params: refundParams,
      responses: { 200: { description: 'Возврат', schema: refundSchema } },
      handler: async (c, { params, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        const refund = await findRefund(ctx.db, params.refundUuid);
        if (!refund || refund.order_uuid !== order.uuid) throw errors.notFound(REFUND_NOT_FOUND);
        const [view] = await refundViews(ctx, order, [refund]);
        return c.json(view!);
      },
    }),
  ];
}
