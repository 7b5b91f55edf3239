import * as v from 'valibot';
import { paymentAttemptSchema, extraPaymentSchema } from 'shared/node';
import { createPaymentAttemptRequestSchema, IDEMPOTENCY_HEADER } from 'shared/node';
import type { AppContext, AuthUser } from '../../http/request-context.js';
import { errors, HttpError } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { routeLabel } from '../offers/offer-details.js';
import { oncePerKey } from '../orders/order-idempotency.js';
import { findOrder } from '../orders/order-store.js';
import type { FlightsContext } from '../flights-context.js';
import { orderUuidParams } from '../orders/order-routes.js';
import { ORDER_NOT_FOUND, requireReadableOrder } from '../orders/order-service.js';
import { paymentView } from '../orders/order-view.js';
import { acquirerPageHtml } from './acquirer-page.js';
import { attemptView, completeAttempt, createAttempt, PAYMENT_NOT_FOUND } from './payment-service.js';
import { findAttempt, findOrderPayment, findPayment, latestAttempt } from './payment-store.js';

const paymentParams = v.object({ paymentUuid: v.pipe(v.string(), v.uuid(PAYMENT_NOT_FOUND)) });
const attemptParams = v.object({ attemptId: v.pipe(v.string(), v.uuid(PAYMENT_NOT_FOUND)) });
const IDEMPOTENCY_NOTE = `Обязателен заголовок ${IDEMPOTENCY_HEADER}: повтор с тем же ключом и параметрами возвращает ту же попытку (заголовок ответа Idempotent-Replayed: true), с другими параметрами — 409.`;

const PAYMENT_ERRORS = {
  409: 'Платёж уже оплачен, ключ Idempotency-Key использован с другими параметрами (CONFLICT)',
  410: 'Время на оплату заказа истекло или платёж отменён (GONE)',
};
const SANDBOX_ERRORS = {
  403: 'Тестовая оплата недоступна в рабочем режиме (FORBIDDEN)',
  409: 'Попытка уже завершена или платёж оплачен (CONFLICT)',
  410: 'Время на попытку или на оплату заказа истекло (GONE)',
};

const apiOrigin = (c: AppContext) => new URL(c.req.url).origin;

export function paymentRoutes(ctx: FlightsContext): RouteDefinition[] {
  /** Every sandbox call that marks money paid or declined: never in production (a real acquirer goes there). */
  const refuseSandboxInProduction = () => {
    if (ctx.config.nodeEnv === 'production') throw errors.forbidden('Тестовая оплата недоступна в рабочем режиме');
  };
  /**
   * A payment answers to whom its order belongs: the owner's token for an account's order, the
   * holder of the link for a guest order; anyone else gets 404 (docs/product-rules.md §6).
   */
  const requireReadablePayment = async (paymentUuid: string, user: AuthUser | null) => {
    const payment = await findPayment(ctx.db, paymentUuid);
    const order = payment ? await findOrder(ctx.db, payment.order_uuid) : null;
    if (!payment || !order || (order.user_id !== null && order.user_id !== user?.id)) throw errors.notFound(PAYMENT_NOT_FOUND);
    return { payment, order };
  };
  const startAttempt = async (c: AppContext, paymentUuid: string, method: 'card' | 'sbp', user: AuthUser | null) => {
    await ctx.sweep();
    const { payment } = await requireReadablePayment(paymentUuid, user);
    const attemptId = await oncePerKey(c, ctx, { action: 'attempt', of: payment.uuid, userId: user?.id ?? null, body: { method } }, (idempotency) =>
      createAttempt(ctx, payment, method, idempotency),
    );
    return c.json(attemptView((await findAttempt(ctx.db, attemptId))!, payment, apiOrigin(c)), 201);
  };
  return [
    defineRoute({
      method: 'POST',
      path: '/flights/orders/:orderUuid/payments',
      tags: ['payments'],
      summary: 'Оплатить заказ: карта или СБП',
      description: `method=card — redirectUrl на страницу тестового эквайринга (после неё возврат на /avia/orders/:orderUuid/finished); method=sbp — qrPayload (https://qr.nspk.ru/…?type=02&…&sum=<копейки>&cur=RUB&crc=…) и expiresAt, статус — statusUrl. ${IDEMPOTENCY_NOTE}`,
      idempotencyKey: 'required',
      auth: 'optional',
      params: orderUuidParams,
      body: createPaymentAttemptRequestSchema,
      errors: PAYMENT_ERRORS,
      responses: { 201: { description: 'Попытка оплаты', schema: paymentAttemptSchema } },
      handler: async (c, { params, body, user }) => {
        const order = await requireReadableOrder(ctx, params.orderUuid, user);
        const payment = await findOrderPayment(ctx.db, order.uuid);
        if (!payment) throw errors.notFound(ORDER_NOT_FOUND);
        return startAttempt(c, payment.uuid, body.method, user);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/payments/:paymentUuid',
      tags: ['payments'],
      summary: 'Платёж (доплата): за что, сумма, заказ',
      auth: 'optional',
      params: paymentParams,
      responses: { 200: { description: 'Платёж', schema: extraPaymentSchema } },
      handler: async (c, { params, user }) => {
        await ctx.sweep();
        const { payment, order } = await requireReadablePayment(params.paymentUuid, user);
        const last = await latestAttempt(ctx.db, payment.uuid);
        return c.json({
          ...paymentView(payment),
          orderUuid: payment.order_uuid,
          order: {
            orderUuid: order.uuid,
            status: order.status,
            route: routeLabel(order.details),
            departureDate: order.details.departureDate,
          },
          lastAttempt: last ? attemptView(last, payment, apiOrigin(c)) : null,
        });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/payments/:paymentUuid/attempts',
      tags: ['payments'],
      summary: 'Оплатить платёж (доплату): карта или СБП',
      description: `Результат карты — переход на /payments/:paymentUuid/success или /fail. ${IDEMPOTENCY_NOTE}`,
      idempotencyKey: 'required',
      auth: 'optional',
      params: paymentParams,
      body: createPaymentAttemptRequestSchema,
      errors: PAYMENT_ERRORS,
      responses: { 201: { description: 'Попытка оплаты', schema: paymentAttemptSchema } },
      handler: (c, { params, body, user }) => startAttempt(c, params.paymentUuid, body.method, user),
    }),
    defineRoute({
      method: 'GET',
      path: '/payments/:paymentUuid/attempts/:attemptId',
      tags: ['payments'],
      summary: 'Статус попытки оплаты (опрос для QR СБП)',
      auth: 'optional',
      params: v.object({ paymentUuid: paymentParams.entries.paymentUuid, attemptId: attemptParams.entries.attemptId }),
      responses: { 200: { description: 'PENDING | SUCCEEDED | FAILED | EXPIRED', schema: paymentAttemptSchema } },
      handler: async (c, { params, user }) => {
        const { payment } = await requireReadablePayment(params.paymentUuid, user);
        const attempt = await findAttempt(ctx.db, params.attemptId);
        if (!attempt || attempt.payment_uuid !== payment.uuid) throw errors.notFound(PAYMENT_NOT_FOUND);
        return c.json(attemptView(attempt, payment, apiOrigin(c)));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/sandbox/acquirer/:attemptId',
      tags: ['sandbox'],
      summary: 'Страница тестового эквайринга (HTML, кнопки «Оплатить» и «Отказ»)',
      params: attemptParams,
      responses: { 200: { description: 'HTML' } },
      handler: async (c, { params }) => {
        const attempt = await findAttempt(ctx.db, params.attemptId);
        if (!attempt || attempt.method !== 'CARD') throw errors.notFound(PAYMENT_NOT_FOUND);
        const payment = (await findPayment(ctx.db, attempt.payment_uuid))!;
        return c.html(acquirerPageHtml({ attemptId: attempt.id, amountRub: payment.amount_rub, description: payment.description, status: attempt.status }));
      },
    }),
    ...(['pay', 'decline'] as const).map((action) =>
      defineRoute({
        method: 'GET',
        path: `/sandbox/acquirer/:attemptId/${action}`,
        tags: ['sandbox'],
        summary:
          action === 'pay' ? 'Кнопка «Оплатить» тестового эквайринга (переход на результат)' : 'Кнопка «Отказ» тестового эквайринга (переход на результат)',
        params: attemptParams,
        errors: SANDBOX_ERRORS,
        responses: { 302: { description: 'Переход на страницу результата сайта' }, 200: { description: 'HTML с сообщением, если оплата невозможна' } },
        handler: async (c, { params }) => {
          refuseSandboxInProduction();
          const attempt = await findAttempt(ctx.db, params.attemptId);
          if (!attempt || attempt.method !== 'CARD') throw errors.notFound(PAYMENT_NOT_FOUND);
          try {
            const done = await completeAttempt(ctx, params.attemptId, action === 'pay');
            return c.redirect(done.redirectUrl, 302);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            const payment = (await findPayment(ctx.db, attempt.payment_uuid))!;
            const page = acquirerPageHtml({
              attemptId: attempt.id,
              amountRub: payment.amount_rub,
              description: payment.description,
              status: attempt.status,
              message: error.message,
            });
            return c.html(page, error.status as 400);
          }
        },
      }),
    ),
    defineRoute({
      method: 'POST',
      path: '/sandbox/acquirer/:attemptId/complete',
      tags: ['sandbox'],
      summary: 'Тестовый эквайринг: оплатить или отказать',
      params: attemptParams,
      body: v.object({ outcome: v.picklist(['success', 'failure'], 'outcome: success или failure') }),
      errors: SANDBOX_ERRORS,
      responses: { 200: { description: '{redirectUrl, attempt}' } },
      handler: async (c, { params, body }) => {
        refuseSandboxInProduction();
        const attempt = await findAttempt(ctx.db, params.attemptId);
        if (!attempt || attempt.method !== 'CARD') throw errors.notFound(PAYMENT_NOT_FOUND);
        const done = await completeAttempt(ctx, params.attemptId, body.outcome === 'success');
        return c.json({ redirectUrl: done.redirectUrl, attempt: attemptView(done.attempt, done.payment, apiOrigin(c)) });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/sandbox/sbp/:attemptId/paid',
      tags: ['sandbox'],
      summary: 'Тестовый СБП: отметить QR оплаченным (не в production)',
      params: attemptParams,
      errors: SANDBOX_ERRORS,
      responses: { 200: { description: 'Попытка в статусе SUCCEEDED', schema: paymentAttemptSchema } },
      handler: async (c, { params }) => {
        refuseSandboxInProduction();
        const attempt = await findAttempt(ctx.db, params.attemptId);
        if (!attempt || attempt.method !== 'SBP') throw errors.notFound(PAYMENT_NOT_FOUND);
        const done = await completeAttempt(ctx, params.attemptId, true);
        return c.json(attemptView(done.attempt, done.payment, apiOrigin(c)));
      },
    }),
  ];
}
