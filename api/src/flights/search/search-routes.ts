import * as v from 'valibot';
import { createSearchRequestSchema, filterResults, moscowTodayIso, NO_FILTERS, priceCalendarSchema, searchPollSchema, searchStateSchema } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { optionalBoolean, optionalInt } from '../../http/query-parsers.js';
import { priceCalendar } from './price-calendar.js';
import { resultView } from './result-view.js';
import { parseSearch } from './parse-search.js';
import type { FlightSearchSession as SearchSession } from './searches.js';

const searchIdParams = v.object({ searchId: v.pipe(v.string(), v.maxLength(64, 'Поиск не найден')) });
const NOT_FOUND = 'Поиск не найден или устарел. Повторите поиск';
/** A search (new, or re-run from its id) may find the queue full. */
const SEARCH_ERRORS = { 503: 'Очередь поиска заполнена или база недоступна (SERVICE_UNAVAILABLE), заголовок Retry-After' };

/** What every search answer starts with: the search itself and how far it has got. */
function searchState(session: SearchSession) {
  return {
    searchId: session.id,
    searchString: session.searchString,
    params: session.params,
    allowAirportChange: session.allowAirportChange,
    progress: session.progress,
    complete: session.complete,
    ...(session.failed ? { failed: true, message: 'Не удалось получить все результаты. Повторите поиск' } : {}),
  };
}

export function searchRoutes({ domain, searches }: FlightsContext): RouteDefinition[] {
  const load = (id: string) => {
    const session = searches.getOrRerun(id, moscowTodayIso());
    if (!session) throw errors.notFound(NOT_FOUND);
    return session;
  };
  return [
    defineRoute({
      method: 'POST',
      path: '/flights/searches',
      tags: ['flights'],
      summary: 'Начать поиск перелётов',
      description:
        'Принимает строку поиска (/search/:searchString, например MOW2512LED30121) и сразу отвечает searchId. Результаты приходят постепенно: опрашивайте GET /flights/searches/{searchId}?after=N, пока complete=false. С ?wait=true отвечает после завершения поиска с первыми 20 лучшими результатами.',
      body: createSearchRequestSchema,
      query: v.object({ wait: optionalBoolean('wait: true или false') }),
      errors: SEARCH_ERRORS,
      responses: { 201: { description: 'Поиск начат (с wait=true — завершён, items — первые 20 лучших)', schema: searchStateSchema } },
      handler: async (c, { body, query }) => {
        const params = parseSearch(domain, body.searchString, moscowTodayIso());
        const session = searches.create(params, body.allowAirportChange, moscowTodayIso());
        if (!query.wait) return c.json(searchState(session), 201);
        // For clients that cannot poll (bots, server-side rendering, the benchmark).
        await session.done;
        const views = session.results.map((trip) => resultView(domain.reference, trip, session.cabin, session.params));
        const best = filterResults(views, NO_FILTERS).items.slice(0, 20);
        return c.json(
          {
            ...searchState(session),
            total: session.results.length,
            items: best.map(({ result, price }) => ({ ...result, displayPrice: price })),
          },
          201,
        );
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/searches/:searchId',
      tags: ['flights'],
      summary: 'Прогресс поиска и новые результаты',
      description:
        'items — результаты с номера after (по порядку поступления), cursor — значение after для следующего опроса. progress 0–100, complete=true — поиск завершён.',
      params: searchIdParams,
      query: v.object({ after: optionalInt('after: неотрицательное целое число') }),
      errors: SEARCH_ERRORS,
      responses: { 200: { description: 'Состояние поиска', schema: searchPollSchema } },
      handler: (c, { params, query }) => {
        const session = load(params.searchId);
        const after = Math.min(query.after ?? 0, session.results.length);
        const items = session.results.slice(after).map((trip) => resultView(domain.reference, trip, session.cabin, session.params));
        return c.json({ ...searchState(session), items, cursor: session.results.length, total: session.results.length });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/searches/:searchId/calendar',
      tags: ['flights'],
      summary: 'Календарь цен ±3 дня',
      description: 'Минимальная цена для каждого дня от −3 до +3 дней вокруг выбранных дат (туда-обратно сдвигаются вместе).',
      params: searchIdParams,
      errors: SEARCH_ERRORS,
      responses: { 200: { description: 'Семь дней с минимальными ценами', schema: priceCalendarSchema } },
      handler: (c, { params }) => {
        const session = load(params.searchId);
        return c.json({ days: priceCalendar(domain, session.params, session.allowAirportChange, session.todayIso) });
      },
    }),
  ];
}
