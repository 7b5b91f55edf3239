import * as v from 'valibot';
import { moscowTodayIso, popularRoutesSchema } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { popularRoutesFrom } from './popular-route-service.js';

export function popularRouteRoutes({ domain }: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/flights/popular-routes',
      tags: ['flights'],
      summary: 'Популярные направления с ценами «от»',
      description:
        'origin — код города или аэропорта (MOW). До 8 самых популярных прямых направлений из этого города с минимальной ценой в одну сторону на одного взрослого в эконом-классе на 7–13 дней вперёд и датой этой цены.',
      query: v.object({
        origin: v.pipe(v.string('Укажите город вылета'), v.regex(/^[A-Za-z]{3}$/, 'origin: код города или аэропорта из трёх латинских букв')),
      }),
      responses: { 200: { description: 'Направления с ценами', schema: popularRoutesSchema } },
      errors: { 404: 'Город или аэропорт с таким кодом не найден (NOT_FOUND)' },
      handler: (c, { query }) => {
        const answer = popularRoutesFrom(domain, query.origin, moscowTodayIso());
        if (!answer) throw errors.notFound(`Город или аэропорт с кодом ${query.origin.toUpperCase()} не найден`);
        return c.json(answer);
      },
    }),
  ];
}
