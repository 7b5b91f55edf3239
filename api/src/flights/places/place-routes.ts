import * as v from 'valibot';
import { placePredictionsSchema, placePredictionSchema } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, optionalInt, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';

export function placeRoutes({ domain }: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/flights/places',
      tags: ['flights'],
      summary: 'Подсказки городов и аэропортов',
      description:
        'По началу русского или английского названия или по коду IATA; запрос в неверной раскладке (vjcrdf) тоже находит (Москва). Ответ: cityId, city, country (форма подсказки из спецификации) плюс падежи и аэропорты.',
      query: v.object({
        query: v.pipe(v.string('Введите город или аэропорт'), v.maxLength(60, 'Слишком длинный запрос')),
        limit: optionalInt('limit: от 1 до 20', 1, 20),
      }),
      responses: { 200: { description: 'Подсказки', schema: placePredictionsSchema } },
      handler: (c, { query }) => c.json({ items: domain.places.search(query.query, query.limit ?? 10) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/places/:code',
      tags: ['flights'],
      summary: 'Город или аэропорт по коду',
      params: v.object({ code: v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/, 'Код — три латинские буквы')) }),
      responses: { 200: { description: 'Город или аэропорт', schema: placePredictionSchema } },
      handler: (c, { params }) => {
        const place = domain.places.byCode(params.code);
        if (!place) throw errors.notFound(`Город или аэропорт с кодом ${params.code.toUpperCase()} не найден`);
        return c.json(place);
      },
    }),
  ];
}
