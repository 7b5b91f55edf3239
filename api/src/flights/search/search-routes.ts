import * as v from 'valibot';
import { searchStateSchema, searchPollSchema, searchResultsPageSchema, priceCalendarSchema } from 'shared/node';
import { createSearchRequestSchema, moscowTodayIso, SEARCH_SORTS } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { optionalBoolean, optionalCodeList, optionalInt, optionalTime } from '../../http/query-parsers.js';
import { priceCalendar } from './price-calendar.js';
import { applyFilters, facetsOf, sortResults } from './result-filters.js';
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
        const best = sortResults(applyFilters(session.results, {}, session.cabin, session.params), 'best').slice(0, 20);
        return c.json(
          {
            ...searchState(session),
            total: session.results.length,
            items: best.map(({ trip, price }) => ({ ...resultView(domain.reference, trip, session.cabin, session.params), displayPrice: price })),
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
      path: '/flights/searches/:searchId/results',
      tags: ['flights'],
      summary: 'Результаты с сортировкой и фильтрами',
      description:
        'sort: best | cheapest | fastest. Фильтры: stops=0,1,2; airlines=SU,S7 (все рейсы этими компаниями); departureFrom/To, arrivalFrom/To, returnDepartureFrom/To (ЧЧ:ММ местного времени); baggage=true (цена с багажом); maxDuration (минуты); originAirports, destinationAirports; priceMin, priceMax. facets — значения для панели фильтров по всем результатам.',
      params: searchIdParams,
      query: v.object({
        sort: v.optional(v.picklist(SEARCH_SORTS, 'sort: best, cheapest или fastest'), 'best'),
        stops: v.optional(
          v.pipe(
            v.string(),
            v.transform((t) => t.split(',').filter(Boolean)),
            v.check((items) => items.every((i) => ['0', '1', '2'].includes(i)), 'stops: 0, 1 или 2 через запятую'),
            v.transform((items) => items.map(Number)),
          ),
        ),
        airlines: optionalCodeList('airlines: коды авиакомпаний через запятую'),
        departureFrom: optionalTime('Время в формате ЧЧ:ММ'),
        departureTo: optionalTime('Время в формате ЧЧ:ММ'),
        arrivalFrom: optionalTime('Время в формате ЧЧ:ММ'),
        arrivalTo: optionalTime('Время в формате ЧЧ:ММ'),
        returnDepartureFrom: optionalTime('Время в формате ЧЧ:ММ'),
        returnDepartureTo: optionalTime('Время в формате ЧЧ:ММ'),
        baggage: optionalBoolean('baggage: true или false'),
        maxDuration: optionalInt('maxDuration: длительность в минутах', 1),
        originAirports: optionalCodeList('originAirports: коды аэропортов через запятую'),
        destinationAirports: optionalCodeList('destinationAirports: коды аэропортов через запятую'),
        priceMin: optionalInt('priceMin: цена в рублях'),
        priceMax: optionalInt('priceMax: цена в рублях'),
        offset: optionalInt('offset: неотрицательное целое число'),
        limit: optionalInt('limit: от 1 до 100', 1, 100),
      }),
      errors: SEARCH_ERRORS,
      responses: { 200: { description: 'Страница результатов', schema: searchResultsPageSchema } },
      handler: (c, { params, query }) => {
        const session = load(params.searchId);
        const passengers = session.params;
        const filtered = applyFilters(
          session.results,
          {
            stops: query.stops,
            airlines: query.airlines,
            departureFrom: query.departureFrom,
            departureTo: query.departureTo,
            arrivalFrom: query.arrivalFrom,
            arrivalTo: query.arrivalTo,
            returnDepartureFrom: query.returnDepartureFrom,
            returnDepartureTo: query.returnDepartureTo,
            baggage: query.baggage,
            maxDurationMinutes: query.maxDuration,
            originAirports: query.originAirports,
            destinationAirports: query.destinationAirports,
            priceMin: query.priceMin,
            priceMax: query.priceMax,
          },
          session.cabin,
          passengers,
        );
        const sorted = sortResults(filtered, query.sort);
        const offset = query.offset ?? 0;
        const limit = query.limit ?? 20;
        return c.json({
          ...searchState(session),
          total: session.results.length,
          matched: sorted.length,
          offset,
          items: sorted.slice(offset, offset + limit).map(({ trip, price }) => ({
            ...resultView(domain.reference, trip, session.cabin, passengers),
            displayPrice: price,
          })),
          facets: facetsOf(session.results, session.cabin, passengers),
        });
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
