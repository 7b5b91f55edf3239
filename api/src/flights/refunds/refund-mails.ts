import { formatRub } from 'shared/node';
import type { Transaction } from '../../db/database.js';
import type { FlightsContext } from '../flights-context.js';
import { html } from '../orders/order-mails.js';
import { findOrder } from '../orders/order-store.js';

/** One mail about an order's return, written in the transaction that decided it (the outbox). */
async function sendOrderMail(ctx: FlightsContext, tx: Transaction, orderUuid: string, subject: (short: string) => string, lines: string[]): Promise<void> {
  const order = await findOrder(tx, orderUuid);
  if (!order) throw new Error(`refund mail: no order ${orderUuid} in this transaction`);
  const short = order.uuid.slice(0, 8).toUpperCase();
  const link = `${ctx.config.publicSiteUrl}/avia/orders/${order.uuid}/finished`;
  const all = [`Заказ ${short}.`, ...lines];
  await ctx.mailer.send(
    { to: order.email, subject: subject(short), text: [...all, `Заказ: ${link}`].join('\n'), html: html(all, { href: link, text: 'Открыть заказ' }) },
    tx,
  );
}

export function sendRefundRequestedMail(ctx: FlightsContext, tx: Transaction, orderUuid: string, tickets: string[], amount: number) {
  return sendOrderMail(ctx, tx, orderUuid, (short) => `Заявка на возврат по заказу ${short} принята`, [
    'Мы приняли заявку на возврат билетов:',
    ...tickets,
    `К возврату: ${formatRub(amount)}. Деньги вернутся тем же способом, которым вы платили.`,
  ]);
}

export function sendRefundDoneMail(ctx: FlightsContext, tx: Transaction, orderUuid: string, amount: number) {
  return sendOrderMail(ctx, tx, orderUuid, (short) => `Деньги по заказу ${short} возвращены`, [
    `Мы вернули ${formatRub(amount)} тем же способом, которым вы платили. Банку может понадобиться несколько дней, чтобы зачислить их.`,
  ]);
}

export function sendRefundFailedMail(ctx: FlightsContext, tx: Transaction, orderUuid: string, amount: number) {
  return sendOrderMail(ctx, tx, orderUuid, (short) => `Возврат по заказу ${short} задерживается`, [
    `Банк не принял возврат ${formatRub(amount)}. Служба поддержки свяжется с вами и вернёт деньги.`,
  ]);
}

export function sendDisruptionMail(ctx: FlightsContext, tx: Transaction, orderUuid: string, what: string) {
  return sendOrderMail(ctx, tx, orderUuid, (short) => `Изменение рейса в заказе ${short}`, [
    what,
    'Вы можете вернуть билеты на этот перелёт: вернём всё, что за него оплачено, включая дополнительные услуги. Откройте заказ и нажмите «Вернуть билет».',
  ]);
}
