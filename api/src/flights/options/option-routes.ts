import { orderOptionsSchema, paymentSchema } from 'shared/node';
import { buyOrderOptionRequestSchema } from 'shared/node';
import { isUniqueViolation } from '../../db/database.js';
import { extraServiceTariff } from '../../extra-services/extra-service-tariffs.js';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { orderUuidParams } from '../orders/order-routes.js';
import { requireOwnOrder } from '../orders/order-service.js';
import { paymentView } from '../orders/order-view.js';
import { orderPayments } from '../orders/order-store.js';
import { EXTRAS_AFTER_REFUND } from '../payments/payment-service.js';
import { insertOptionPayment } from '../payments/payment-store.js';
import { hasRefunds } from '../refunds/refund-store.js';
import { optionQuantity, optionUnavailableReason, orderOptions } from './order-options.js';

export function optionRoutes(ctx: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/profile/orders/:orderUuid/options',
      tags: ['profile'],
      summary: 'Платные дополнительные услуги заказа',
      description:
        'Цены — из того же модуля тарифов, что и страница /feature-tariffs. status: AVAILABLE | UNAVAILABLE | PENDING (ждёт оплаты, paymentUuid) | PAID.',
      auth: 'required',
      params: orderUuidParams,
      responses: { 200: { description: 'Услуги', schema: orderOptionsSchema } },
      handler: async (c, { params, user }) => {
        const order = await requireOwnOrder(ctx, params.orderUuid, user.id);
        return c.json({ items: orderOptions(order, await orderPayments(ctx.db, order.uuid)) });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/profile/orders/:orderUuid/options',
      tags: ['profile'],
      summary: 'Купить услугу: создаёт доплату',
      description:
        'Ответ — платёж (доплата); оплачивается через POST /payments/{paymentUuid}/attempts, страница /payments/:paymentUuid. Повтор для неоплаченной услуги возвращает тот же платёж.',
      auth: 'required',
      params: orderUuidParams,
      body: buyOrderOptionRequestSchema,
      errors: { 409: 'Услуга недоступна, уже оплачена или заказ не оплачен (CONFLICT)' },
      responses: {
        201: { description: 'Платёж за услугу', schema: paymentSchema },
        200: { description: 'Уже созданный неоплаченный платёж', schema: paymentSchema },
      },
      handler: async (c, { params, body, user }) => {
        const order = await requireOwnOrder(ctx, params.orderUuid, user.id);
        if (order.status !== 'PAID' && order.status !== 'TICKETED') {
          throw errors.conflict('Дополнительные услуги доступны после оплаты заказа');
        }
        if (await hasRefunds(ctx.db, order.uuid)) throw errors.conflict(EXTRAS_AFTER_REFUND);
        const tariff = extraServiceTariff(body.code);
        const existing = (await orderPayments(ctx.db, order.uuid)).find(
          (p) => p.purpose === 'OPTION' && p.option_code === body.code && p.status !== 'CANCELLED',
        );
        if (existing?.status === 'PAID') throw errors.conflict('Эта услуга уже оплачена');
        if (existing) return c.json(paymentView(existing), 200);
        const reason = optionUnavailableReason(tariff, order);
        if (reason) throw errors.conflict(reason);
        let uuid: string;
        try {
          uuid = await insertOptionPayment(ctx.db, {
            orderUuid: order.uuid,
            optionCode: tariff.code,
            description: `${tariff.title} — заказ ${order.uuid.slice(0, 8).toUpperCase()}`,
            amountRub: tariff.priceRub * optionQuantity(tariff, order),
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw errors.conflict('Платёж за эту услугу уже создан, обновите страницу');
          throw error;
        }
        const created = (await orderPayments(ctx.db, order.uuid)).find((p) => p.uuid === uuid)!;
        return c.json(paymentView(created), 201);
      },
    }),
  ];
}
