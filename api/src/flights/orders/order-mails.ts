import { directionLabel, formatMoscowDateTime, formatRub, passengerTickets } from 'shared/node';
import type { Transaction } from '../../db/database.js';
import { escapeHtml } from '../../mail/mailer.js';
import type { FlightsContext } from '../flights-context.js';
import { findOrder, orderPassengers, type OrderRow } from './order-store.js';
import { passengerView } from './order-view.js';

const when = (local: string) => `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`;

/** Every leg in order; with more than one, each under its name («Туда», «Обратно», «Перелёт 2»). */
export function routeLines(order: OrderRow): string[] {
  const { directions } = order.details;
  return directions.flatMap((direction, index) => [
    ...(directions.length > 1 ? [`${directionLabel(index, directions)}: ${direction.origin.city} — ${direction.destination.city}`] : []),
    ...direction.segments.map(
      (s) =>
        `${s.flightNumber}: ${s.origin.city} (${s.origin.code}) ${when(s.departureLocal)} → ${s.destination.city} (${s.destination.code}) ${when(s.arrivalLocal)}`,
    ),
  ]);
}

export function html(lines: string[], link: { href: string; text: string }): string {
  return `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`;
}

/** The order as `tx` wrote it: its mail is written in the same transaction (the outbox). */
async function orderInTransaction(tx: Transaction, orderUuid: string) {
  const order = await findOrder(tx, orderUuid);
  if (!order) throw new Error(`order mail: no order ${orderUuid} in this transaction`);
  return { order, passengers: await orderPassengers(tx, orderUuid) };
}

/** Booking confirmation, in the booking's transaction: what was booked, the total and the deadline to pay. */
export async function sendBookingMail(ctx: FlightsContext, tx: Transaction, orderUuid: string): Promise<void> {
  const { order, passengers } = await orderInTransaction(tx, orderUuid);
  const short = order.uuid.slice(0, 8).toUpperCase();
  const deadline = formatMoscowDateTime(order.payment_deadline);
  const link = `${ctx.config.publicSiteUrl}/avia/orders/${order.uuid}/submit`;
  const lines = [
    `Заказ ${short} забронирован.`,
    ...routeLines(order),
    `Пассажиры: ${passengers.map((p) => `${p.last_name} ${p.first_name}`).join(', ')}`,
    `Тариф: ${order.details.fare.name}. К оплате: ${formatRub(order.total_rub)}`,
    `Оплатите до ${deadline} (МСК), иначе бронь будет снята.`,
  ];
  await ctx.mailer.send(
    {
      to: order.email,
      subject: `Заказ ${short} забронирован`,
      text: [...lines, `Оплатить: ${link}`].join('\n'),
      html: html(lines, { href: link, text: 'Перейти к оплате' }),
    },
    tx,
  );
}

/** Tickets issued, in the transaction that issued them: ticket numbers per passenger. */
export async function sendTicketsMail(ctx: FlightsContext, tx: Transaction, orderUuid: string): Promise<void> {
  const { order, passengers } = await orderInTransaction(tx, orderUuid);
  const short = order.uuid.slice(0, 8).toUpperCase();
  const link = `${ctx.config.publicSiteUrl}/avia/orders/${order.uuid}/finished`;
  const lines = [
    `Билеты по заказу ${short} выписаны.`,
    ...routeLines(order),
    ...passengers.flatMap((p) =>
      passengerTickets(passengerView(p, false), order.details.directions).map(
        (ticket) => `${p.last_name} ${p.first_name}${ticket.label ? `, ${ticket.label.toLowerCase()}` : ''}: билет № ${ticket.number}`,
      ),
    ),
  ];
  await ctx.mailer.send(
    {
      to: order.email,
      subject: `Билеты по заказу ${short}`,
      text: [...lines, `Заказ: ${link}`].join('\n'),
      html: html(lines, { href: link, text: 'Открыть заказ' }),
    },
    tx,
  );
}
