import * as v from 'valibot';
import { orderSchema } from 'shared/node';
import { createOrderRequestSchema } from 'shared/node';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { readUtm } from '../../http/request-context.js';
import type { FlightsContext } from '../flights-context.js';
import { requireLiveOffer } from '../offers/offer-service.js';
import { bookOffer } from './booking.js';
import { oncePerKey } from './order-idempotency.js';
import { sendBookingMail } from './order-mails.js';
import { cancelOrder, loadOrderView, ORDER_NOT_FOUND, requireReadableOrder } from './order-service.js';
import { findOrder } from './order-store.js';

export const orderUuidParams = v.object({ orderUuid: v.pipe(v.string(), v.uuid(ORDER_NOT_FOUND)) });

export function orderRoutes(ctx: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/flights/orders',
      tags: ['orders'],
      summary: 'Забронировать предложение',
      description:
        'Пассажиры проверяются той же схемой, что и форма (спецификация §5), плюс возраст на дату вылета, допустимость документа на маршруте и срок его действия. Места списываются атомарно; 409 — мест не хватило. Авторизованному пользователю заказ привязывается к аккаунту; гостевой — при входе с тем же e-mail. UTM из query сохраняются с заказом. Заголовок Idempotency-Key (один на действие «забронировать», тот же при повторе): повтор с тем же ключом и телом от того же владельца возвращает тот же заказ (заголовок ответа Idempotent-Replayed: true), с другим телом — 409.',
      auth: 'optional',
      idempotencyKey: 'optional',
      body: createOrderRequestSchema,
      errors: {
        404: 'Предложение не найдено (NOT_FOUND)',
        409: 'Места закончились, ключ Idempotency-Key использован с другим заказом (CONFLICT)',
        410: 'Предложение истекло (GONE)',
      },
      responses: { 201: { description: 'Заказ в статусе BOOKED с paymentDeadline', schema: orderSchema } },
      handler: async (c, { body, user }) => {
        await ctx.sweep();
        const orderUuid = await oncePerKey(c, ctx, { action: 'order', userId: user?.id ?? null, body }, async (idempotency) => {
          const offer = await requireLiveOffer(ctx.db, body.offerId);
          const input = { offer, passengers: body.passengers, contacts: body.contacts, userId: user?.id ?? null, utm: readUtm(c), idempotency };
          return bookOffer(ctx.db, input, (tx, uuid) => sendBookingMail(ctx, tx, uuid));
        });
        const order = (await findOrder(ctx.db, orderUuid))!;
        return c.json(await loadOrderView(ctx, order, true), 201);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/orders/:orderUuid',
      tags: ['orders'],
      summary: 'Заказ по номеру (страницы оплаты и завершения)',
      description: 'Заказ аккаунта — только его владельцу (с токеном), остальным 404; гостевой заказ — по uuid (ссылка из письма), номера документов скрыты.',
      auth: 'optional',
      params: orderUuidParams,
      responses: { 200: { description: 'Заказ', schema: orderSchema } },
      handler: async (c, { params, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        return c.json(await loadOrderView(ctx, order, user !== null && user.id === order.user_id));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/flights/orders/:orderUuid/cancel',
      tags: ['orders'],
      summary: 'Отменить неоплаченный заказ',
      auth: 'optional',
      params: orderUuidParams,
      errors: { 409: 'Заказ уже оплачен или закрыт (CONFLICT)' },
      responses: { 200: { description: 'Заказ в статусе CANCELLED', schema: orderSchema } },
      handler: async (c, { params, user }) => {
        await requireReadableOrder(ctx, params.orderUuid, user);
        await cancelOrder(ctx, params.orderUuid);
        const order = (await findOrder(ctx.db, params.orderUuid))!;
        return c.json(await loadOrderView(ctx, order, user !== null && user.id === order.user_id));
      },
    }),
  ];
}
