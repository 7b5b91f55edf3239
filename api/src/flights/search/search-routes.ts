import * as v from 'valibot';
import {
  compactResults,
  compactSearchPageSchema,
  createSearchRequestSchema,
  filterResults,
  MAX_SEARCH_STRING_LENGTH,
  MAX_TRIP_LEGS,
  moscowTodayIso,
  NO_FILTERS,
  priceCalendarSchema,
  searchPollSchema,
  searchStateSchema,
} from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, optionalBoolean, optionalInt, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { priceCalendar } from './lowest-price.js';
import { parseSearch, resultView, type FlightSearchSession as SearchSession } from './searches.js';

/** The longest search string, the airport-change flag and the session's suffix. */
const SEARCH_ID_MAX_LENGTH = MAX_SEARCH_STRING_LENGTH + 16;
const searchIdParams = v.object({ searchId: v.pipe(v.string(), v.maxLength(SEARCH_ID_MAX_LENGTH, 'Поиск не найден')) });
const NOT_FOUND = 'Поиск не найден или устарел. Повторите поиск';
/** A search (new, or re-run from its id) may find the queue full. */
const SEARCH_ERRORS = { 503: 'Очередь поиска заполнена или база недоступна (SERVICE_UNAVAILABLE), заголовок Retry-After' };

/** The largest page a client may ask for (`limit`); without one an answer carries every result past `after`. */
const PAGE_LIMIT_MAX = 500;

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

/** Waits, up to LONG_POLL_MS, until the session holds results past `after` or has ended. */
const waitForResults = (session: SearchSession, after: number) => session.waitUntil(() => session.results.length > after);

export function searchRoutes({ domain, searches }: FlightsContext): RouteDefinition[] {
  const load = (id: string) => {
    const session = searches.getOrRerun(id, moscowTodayIso());
    if (!session) throw errors.notFound(NOT_FOUND);
    return session;
  };
  /** The results from `after` (in the order found), at most `limit` of them, in the compact form. */
  const compactPage = (session: SearchSession, after: number, limit: number) => {
    const trips = session.results.slice(after, after + limit);
    const views = trips.map((trip) => resultView(domain.reference, trip, session.cabin, session.params));
    return { ...searchState(session), ...compactResults(views), cursor: after + trips.length, total: session.results.length };
  };
  const limitQuery = optionalInt(`limit: целое число от 1 до ${PAGE_LIMIT_MAX}`, 1, PAGE_LIMIT_MAX);
  return [
    defineRoute({
      method: 'POST',
      path: '/flights/searches',
      tags: ['flights'],
      summary: 'Начать поиск перелётов',
      description:
        'Принимает строку поиска (/search/:searchString, например MOW2512LED30121) и сразу отвечает searchId. Результаты приходят постепенно: опрашивайте GET /flights/searches/{searchId}?after=N, пока complete=false. С ?wait=true отвечает после завершения поиска с первыми 20 лучшими результатами. С ?firstPage=true отвечает, как только найдены первые результаты (или поиск завершён), первой страницей в компактной форме (как GET …?compact=true, не больше limit результатов).',
      body: createSearchRequestSchema,
      query: v.object({ wait: optionalBoolean('wait: true или false'), firstPage: optionalBoolean('firstPage: true или false'), limit: limitQuery }),
      errors: SEARCH_ERRORS,
      responses: {
        201: {
          description: 'Поиск начат (с wait=true — завершён, items — первые 20 лучших; с firstPage=true — первая страница результатов в компактной форме)',
          schema: v.union([compactSearchPageSchema, searchStateSchema]),
        },
      },
      handler: async (c, { body, query }) => {
        const params = parseSearch(domain, body.searchString, moscowTodayIso());
        const session = searches.create(params, body.allowAirportChange, moscowTodayIso());
        if (query.firstPage && !query.wait) {
          await waitForResults(session, 0);
          return c.json(compactPage(session, 0, query.limit ?? Infinity), 201);
        }
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
        'items — результаты с номера after (по порядку поступления, не больше limit), cursor — значение after для следующего опроса; cursor < total — есть ещё готовые результаты. progress 0–100, complete=true — поиск завершён. С ?wait=true, когда новых результатов ещё нет, ответ ждёт их (до 10 секунд) вместо пустого ответа. С ?compact=true места, перевозчики и тарифы приходят один раз на ответ словарями (places, carriers, fares).',
      params: searchIdParams,
      query: v.object({
        after: optionalInt('after: неотрицательное целое число'),
        wait: optionalBoolean('wait: true или false'),
        compact: optionalBoolean('compact: true или false'),
        limit: limitQuery,
      }),
      errors: SEARCH_ERRORS,
      responses: { 200: { description: 'Состояние поиска', schema: v.union([compactSearchPageSchema, searchPollSchema]) } },
      handler: async (c, { params, query }) => {
        const session = load(params.searchId);
        if (query.wait) await waitForResults(session, query.after ?? 0);
        const after = Math.min(query.after ?? 0, session.results.length);
        const limit = query.limit ?? Infinity;
        if (query.compact) return c.json(compactPage(session, after, limit));
        const trips = session.results.slice(after, after + limit);
        const items = trips.map((trip) => resultView(domain.reference, trip, session.cabin, session.params));
        return c.json({ ...searchState(session), items, cursor: after + trips.length, total: session.results.length });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/searches/:searchId/calendar',
      tags: ['flights'],
      summary: 'Календарь цен ±3 дня',
      description:
        'Минимальная цена для каждого дня от −3 до +3 дней вокруг выбранных дат (туда-обратно сдвигаются вместе). Для сложного маршрута ?leg=K (с нуля, по умолчанию 0) сдвигает только дату перелёта K: departureDate — его день, а дни, ставящие его раньше предыдущего перелёта или позже следующего, приходят с minPrice: null.',
      params: searchIdParams,
      query: v.object({ leg: optionalInt(`leg: номер перелёта от 0 до ${MAX_TRIP_LEGS - 1}`, 0, MAX_TRIP_LEGS - 1) }),
      errors: SEARCH_ERRORS,
      responses: { 200: { description: 'Семь дней с минимальными ценами', schema: priceCalendarSchema } },
      handler: (c, { params, query }) => {
        const session = load(params.searchId);
        const leg = query.leg ?? 0;
        // Only a multi-city search moves one leg alone; one way and return move from the departure.
        const movable = session.params.legs ? session.params.legs.length : 1;
        if (leg >= movable) {
          const message = movable === 1 ? 'leg: у этого поиска можно сдвигать только дату вылета (leg=0)' : `leg: номер перелёта от 0 до ${movable - 1}`;
          throw errors.validation({ leg: message }, message);
        }
        return c.json({ days: priceCalendar(domain, session.params, session.allowAirportChange, session.todayIso, leg) });
      },
    }),
  ];
}
