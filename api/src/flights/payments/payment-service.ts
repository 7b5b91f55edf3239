import { randomInt } from 'node:crypto';
import { isMultiCityTrip, type PaymentAttempt, type PaymentMethod } from 'shared/node';
import { isUniqueViolation, type Queryable } from '../../db/database.js';
import { errors, HttpError } from '../../http/http-error.js';
import type { FlightsContext } from '../flights-context.js';
import { sendTicketsMail } from '../orders/order-mails.js';
import { recordIdempotencyKey, type Idempotency } from '../orders/order-idempotency-store.js';
import { findOrder, markOrderPaid, ticketOrder, type PaymentRow } from '../orders/order-store.js';
import { failAttempt, findAttempt, findPayment, insertAttempt, markPaymentPaid, succeedAttempt, type AttemptRow } from './payment-store.js';
import { carryOutExchange } from '../exchanges/exchange-service.js';
import { cancelOpenExchange, findExchangeByPayment } from '../exchanges/exchange-store.js';
import { hasRefunds, lockOrder } from '../refunds/refund-store.js';
import { sbpPayload } from './sbp-qr.js';

const CARD_TTL_MINUTES = 20;
const SBP_TTL_MINUTES = 10;
export const PAYMENT_NOT_FOUND = 'Платёж не найден';
export const EXTRAS_AFTER_REFUND = 'По заказу оформлен возврат: дополнительные услуги больше не продаются, деньги не списаны';

export function attemptView(attempt: AttemptRow, payment: PaymentRow, apiOrigin: string): PaymentAttempt {
  const expired = attempt.status === 'PENDING' && new Date(attempt.expires_at).getTime() <= Date.now();
  return {
    attemptId: attempt.id,
    paymentUuid: payment.uuid,
    orderUuid: payment.order_uuid,
    method: attempt.method === 'CARD' ? 'card' : 'sbp',
    status: expired ? 'EXPIRED' : attempt.status,
    amount: payment.amount_rub,
    currency: 'RUB' as const,
    expiresAt: new Date(attempt.expires_at).toISOString(),
    ...(attempt.method === 'CARD' ? { redirectUrl: `${apiOrigin}/sandbox/acquirer/${attempt.id}` } : { qrPayload: attempt.qr_payload }),
    statusUrl: `${apiOrigin}/payments/${payment.uuid}/attempts/${attempt.id}`,
  };
}

/** Refuses to start paying something that cannot be paid now (paid, cancelled, order expired). */
async function assertPayable(ctx: FlightsContext, payment: PaymentRow): Promise<void> {
  if (payment.status === 'PAID') throw errors.conflict('Этот платёж уже оплачен');
  const order = await findOrder(ctx.db, payment.order_uuid);
  if (payment.status === 'CANCELLED' || !order) throw errors.gone('Платёж отменён: время на оплату истекло');
  if (payment.purpose === 'ORDER') {
    if (order.status !== 'BOOKED' || new Date(order.payment_deadline).getTime() <= Date.now()) {
      throw errors.gone('Время на оплату заказа истекло. Повторите поиск и бронирование');
    }
  } else if (payment.purpose === 'EXCHANGE') {
    const exchange = await findExchangeByPayment(ctx.db, payment.uuid);
    if (order.status !== 'TICKETED' || exchange?.status !== 'AWAITING_PAYMENT') throw errors.gone('Обмен отменён: заказ изменился. Подберите обмен заново');
  } else if (order.status !== 'PAID' && order.status !== 'TICKETED') {
    throw errors.conflict('Дополнительные услуги можно оплатить только для оплаченного заказа');
  } else if (await hasRefunds(ctx.db, order.uuid)) {
    throw errors.conflict(EXTRAS_AFTER_REFUND);
  }
}

/**
 * Starts paying (card page or SBP QR), once per Idempotency-Key (`oncePerKey`): the same key with
 * the same payment and method gives back the same attempt (no second charge). Answers its id.
 */
export async function createAttempt(ctx: FlightsContext, payment: PaymentRow, method: PaymentMethod, idempotency: Idempotency | undefined): Promise<string> {
  await assertPayable(ctx, payment);
  return ctx.db.transaction(async (tx) => {
    const id = await insertAttempt(tx, {
      paymentUuid: payment.uuid,
      method: method === 'card' ? 'CARD' : 'SBP',
      qrPayload: method === 'sbp' ? sbpPayload(payment.amount_rub) : null,
      ttlMinutes: method === 'card' ? CARD_TTL_MINUTES : SBP_TTL_MINUTES,
    });
    if (idempotency) await recordIdempotencyKey(tx, idempotency, payment.order_uuid, id);
    return id;
  });
}

function ticketNumber(): string {
  return `421${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;
}

/** Where the sandbox page sends the traveller afterwards. */
export function resultUrl(ctx: FlightsContext, payment: PaymentRow, succeeded: boolean): string {
  const site = ctx.config.publicSiteUrl;
  if (payment.purpose === 'ORDER') {
    return succeeded ? `${site}/avia/orders/${payment.order_uuid}/finished` : `${site}/avia/orders/${payment.order_uuid}/submit?payment=failed`;
  }
  return `${site}/payments/${payment.uuid}/${succeeded ? 'success' : 'fail'}`;
}

/**
 * Finishes an attempt: success marks the payment PAID exactly once (a partial unique index) and, for an order, pays it and issues
 * tickets in the same transaction with the tickets mail; an order that expired meanwhile is not charged (410).
 */
export async function completeAttempt(ctx: FlightsContext, attemptId: string, succeeded: boolean) {
  const attempt = await findAttempt(ctx.db, attemptId);
  if (!attempt) throw errors.notFound(PAYMENT_NOT_FOUND);
  const payment = (await findPayment(ctx.db, attempt.payment_uuid))!;
  if (attempt.status === 'SUCCEEDED') return { attempt, payment, redirectUrl: resultUrl(ctx, payment, true) };
  if (attempt.status !== 'PENDING') throw errors.conflict('Эта попытка оплаты уже завершена. Начните оплату заново');
  if (new Date(attempt.expires_at).getTime() <= Date.now()) throw errors.gone('Время на эту попытку оплаты истекло. Начните оплату заново');
  if (!succeeded) {
    await failAttempt(ctx.db, attemptId);
    return { attempt: (await findAttempt(ctx.db, attemptId))!, payment, redirectUrl: resultUrl(ctx, payment, false) };
  }
  try {
    await ctx.db.transaction(async (tx) => {
      if (payment.purpose !== 'ORDER') {
        // A refund of the order and this payment take the order's lock first (then the attempt's,
        // so they never deadlock): the refund either counts this extra as paid, or came first and
        // closed it (docs/product-rules.md §D Возврат и обмен).
        await lockOrder(tx, payment.order_uuid);
        if (payment.purpose === 'OPTION' && (await hasRefunds(tx, payment.order_uuid))) throw errors.conflict(EXTRAS_AFTER_REFUND);
      }
      if (!(await succeedAttempt(tx, attemptId))) throw errors.conflict('Эта попытка оплаты уже завершена');
      if (!(await markPaymentPaid(tx, payment.uuid))) throw errors.conflict('Этот платёж уже оплачен');
      if (payment.purpose === 'ORDER') {
        await payAndTicketOrder(tx, payment.order_uuid);
        await sendTicketsMail(ctx, tx, payment.order_uuid);
      }
      if (payment.purpose === 'EXCHANGE') await carryOutExchange(ctx, tx, (await findExchangeByPayment(tx, payment.uuid))!.uuid);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict('Этот платёж уже оплачен');
    if (error instanceof HttpError && error.status === 410) {
      await failAttempt(ctx.db, attemptId);
      const exchange = payment.purpose === 'EXCHANGE' ? await findExchangeByPayment(ctx.db, payment.uuid) : null;
      if (exchange) await cancelOpenExchange(ctx.db, exchange.uuid);
    }
    throw error;
  }
  return { attempt: (await findAttempt(ctx.db, attemptId))!, payment: (await findPayment(ctx.db, payment.uuid))!, redirectUrl: resultUrl(ctx, payment, true) };
}

async function payAndTicketOrder(tx: Queryable, orderUuid: string): Promise<void> {
  if (!(await markOrderPaid(tx, orderUuid))) throw errors.gone('Время на оплату заказа истекло, деньги не списаны');
  // The sandbox "airline" issues tickets at once; a real one would do it asynchronously.
  const directions = (await findOrder(tx, orderUuid))!.details.directions;
  await ticketOrder(tx, orderUuid, ticketNumber, isMultiCityTrip(directions) ? directions.length : 0);
}
