import type { Transaction } from '../../db/database.js';
import type { FlightsContext } from '../flights-context.js';
import { html, routeLines } from '../orders/order-mails.js';
import { findOrder, orderPassengers } from '../orders/order-store.js';

/** New tickets after an exchange, in its transaction: the trip as it is now, each void and new number. */
export async function sendExchangedMail(
  ctx: FlightsContext,
  tx: Transaction,
  orderUuid: string,
  tickets: readonly { passenger: number; oldTicketNumber: string; newTicketNumber: string }[],
): Promise<void> {
  const order = (await findOrder(tx, orderUuid))!;
  const passengers = await orderPassengers(tx, orderUuid);
  const short = order.uuid.slice(0, 8).toUpperCase();
  const link = `${ctx.config.publicSiteUrl}/avia/orders/${order.uuid}/finished`;
  const lines = [
    `Билеты по заказу ${short} обменяны.`,
    ...routeLines(order),
    ...tickets.map((t) => {
      const p = passengers[t.passenger]!;
      return `${p.last_name} ${p.first_name}: новый билет № ${t.newTicketNumber}, билет № ${t.oldTicketNumber} аннулирован`;
    }),
  ];
  await ctx.mailer.send(
    {
      to: order.email,
      subject: `Новые билеты по заказу ${short}`,
      text: [...lines, `Заказ: ${link}`].join('\n'),
      html: html(lines, { href: link, text: 'Открыть заказ' }),
    },
    tx,
  );
}
