import * as v from 'valibot';
import { moscowTodayIso, popularRoutesSchema, ROUTE_PRICE_DAYS, routePricesSchema } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { popularRoutesFrom } from './popular-route-service.js';
import { routePrices, SameCityRoute } from './route-prices.js';

const placeCode = (field: string, missing: string) =>
  v.pipe(v.string(missing), v.regex(/^[A-Za-z]{3}$/, `${field}: код города или аэропорта из трёх латинских букв`));

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
        origin: placeCode('origin', 'Укажите город вылета'),
      }),
      responses: { 200: { description: 'Направления с ценами', schema: popularRoutesSchema } },
      errors: { 404: 'Город или аэропорт с таким кодом не найден (NOT_FOUND)' },
      handler: (c, { query }) => {
        const answer = popularRoutesFrom(domain, query.origin, moscowTodayIso());
        if (!answer) throw errors.notFound(`Город или аэропорт с кодом ${query.origin.toUpperCase()} не найден`);
        return c.json(answer);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/route-prices',
      tags: ['flights'],
      summary: 'Цены направления на 30 дней',
      description: `origin, destination — коды городов или аэропортов (MOW, AER). Минимальная цена в одну сторону на одного взрослого в эконом-классе на каждый из ${ROUTE_PRICE_DAYS} дней начиная с сегодняшнего (по Москве); minPrice — null, если в этот день рейсов нет. Страница направления /avia/routes/MOW-AER.`,
      query: v.object({
        origin: placeCode('origin', 'Укажите город вылета'),
        destination: placeCode('destination', 'Укажите город прилёта'),
      }),
      responses: { 200: { description: 'Цены по дням', schema: routePricesSchema } },
      errors: { 404: 'Город или аэропорт с таким кодом не найден (NOT_FOUND)' },
      handler: (c, { query }) => {
        for (const code of [query.origin, query.destination])
          if (!domain.reference.resolvePlace(code.toUpperCase())) throw errors.notFound(`Город или аэропорт с кодом ${code.toUpperCase()} не найден`);
        try {
          return c.json(routePrices(domain, query.origin, query.destination, moscowTodayIso())!);
        } catch (error) {
          if (error instanceof SameCityRoute) throw errors.validation({ destination: error.message }, error.message);
          throw error;
        }
      },
    }),
  ];
}
