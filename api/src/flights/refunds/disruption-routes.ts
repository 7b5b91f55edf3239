import * as v from 'valibot';
import { flightDisruptionRequestSchema, flightDisruptionSchema } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { refuseNextSandboxRefunds } from '../payments/sandbox-refunds.js';
import { ordersOnFlight, recordDisruption } from './disruption-store.js';
import { sendDisruptionMail } from './refund-mails.js';
import { INVOLUNTARY_SHIFT_MINUTES } from './refund-rules.js';

/**
 * Developer and e2e stand-ins for the outside world (not in production): an airline cancelling or
 * moving a flight, and the sandbox acquirer refusing refunds for a while.
 */
export function refundDevRoutes(ctx: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/dev/flights/disruptions',
      tags: ['dev'],
      summary: 'Авиакомпания отменила или перенесла рейс (не в production)',
      description: `Отмена или перенос больше чем на ${INVOLUNTARY_SHIFT_MINUTES / 60} ч — вынужденное изменение: по выписанным заказам с этим рейсом уходит письмо, возврат его перелёта отдаёт всё оплаченное за него.`,
      body: flightDisruptionRequestSchema,
      errors: { 404: 'Рейс не найден (NOT_FOUND)' },
      responses: { 200: { description: 'Изменение записано', schema: flightDisruptionSchema } },
      handler: async (c, { body }) => {
        const flight = ctx.domain.flights.flightById(body.flightId);
        if (!flight) throw errors.notFound('Рейс не найден');
        const involuntary = body.kind === 'CANCELLED' || Math.abs(body.shiftMinutes) > INVOLUNTARY_SHIFT_MINUTES;
        const what =
          body.kind === 'CANCELLED'
            ? `Авиакомпания отменила рейс ${flight.flightNumber}.`
            : `Авиакомпания перенесла рейс ${flight.flightNumber} на ${Math.abs(body.shiftMinutes)} мин ${body.shiftMinutes > 0 ? 'позже' : 'раньше'}.`;
        const notified = await ctx.db.transaction(async (tx) => {
          await recordDisruption(tx, { flightId: flight.id, kind: body.kind, shiftMinutes: body.shiftMinutes });
          const orders = involuntary ? await ordersOnFlight(tx, flight.id) : [];
          for (const orderUuid of orders) await sendDisruptionMail(ctx, tx, orderUuid, what);
          return orders.length;
        });
        return c.json({ flightId: flight.id, kind: body.kind, shiftMinutes: body.shiftMinutes, involuntary, ordersNotified: notified });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/dev/sandbox/refund-refusals',
      tags: ['dev'],
      summary: 'Тестовый эквайринг откажет в стольких следующих возвратах (не в production)',
      body: v.object({
        count: v.pipe(
          v.number('Укажите число отказов'),
          v.integer('Укажите число отказов'),
          v.minValue(0, 'Укажите число отказов'),
          v.maxValue(100, 'Не больше 100'),
        ),
      }),
      responses: { 204: { description: 'Записано' } },
      handler: async (c, { body }) => {
        await refuseNextSandboxRefunds(ctx.db, body.count);
        return c.body(null, 204);
      },
    }),
  ];
}
