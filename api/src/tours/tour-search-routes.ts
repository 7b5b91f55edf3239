import * as v from 'valibot';
import { createTourSearchRequestSchema, moscowTodayIso, tourSearchStateSchema } from 'shared/node';
import { errors } from '../http/http-error.js';
import { defineRoute, optionalBoolean, optionalInt, type RouteDefinition } from '../http/route.js';
import type { TourSearchSession } from './tour-search-sessions.js';
import type { ToursContext } from './tours-context.js';

const NOT_FOUND = 'Поиск не найден или устарел. Повторите поиск';
/** A search (new, or re-run from its id) may find the queue full. */
const SEARCH_ERRORS = { 503: 'Очередь поиска заполнена (SERVICE_UNAVAILABLE), заголовок Retry-After' };
const afterQuery = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'after: неотрицательное целое число'), v.transform(Number)));
/** The largest first page a client may ask for (`limit`). */
const PAGE_LIMIT_MAX = 100;

/** The progressive tour search: start, then poll until complete. */
export function tourSearchRoutes(ctx: ToursContext): RouteDefinition[] {
  const { catalogue, searches } = ctx;
  const state = (session: TourSearchSession, after: number, limit?: number) => {
    const { items, cursor } = searches.changedSince(session, after, limit);
    return {
      searchId: session.id,
      params: session.search,
      progress: session.progress,
      complete: session.complete,
      operatorsDone: session.found.operatorsDone,
      operatorsTotal: session.found.operators.length,
      ...(session.failed ? { failed: true, message: 'Не удалось получить все туры. Повторите поиск' } : {}),
      items,
      cursor,
      total: session.found.hotels.size,
    };
  };
  return [
    defineRoute({
      method: 'POST',
      path: '/tours/searches',
      tags: ['tours'],
      summary: 'Начать поиск туров',
      description:
        'Откуда (departureCityCode), куда (destination: страна, курорт или отель), даты вылета departureDateFrom…departureDateTo (ГГГГ-ММ-ДД, с завтрашнего дня, окно до 14 дней), ночи nightsFrom…nightsTo (1–28, разброс до 14), взрослые (1–6) и возрасты детей (до 4, 0–17). Отвечает сразу; туроператоры опрашиваются по очереди — опрашивайте GET /tours/searches/{searchId}?after={cursor}, пока complete=false. С ?wait=true отвечает после завершения, items — все отели от дешёвых к дорогим. С ?firstPage=true отвечает, как только найдены первые отели (или поиск завершён): items — не больше limit самых дешёвых из найденных, остальные придут в следующем опросе с after=cursor.',
      body: createTourSearchRequestSchema,
      query: v.object({
        wait: optionalBoolean('wait: true или false'),
        firstPage: optionalBoolean('firstPage: true или false'),
        limit: optionalInt(`limit: целое число от 1 до ${PAGE_LIMIT_MAX}`, 1, PAGE_LIMIT_MAX),
      }),
      errors: SEARCH_ERRORS,
      responses: {
        201: { description: 'Поиск начат (с wait=true — завершён; с firstPage=true — с первыми отелями)', schema: tourSearchStateSchema },
      },
      handler: async (c, { body, query }) => {
        catalogue.departureCity(body.departureCityCode);
        catalogue.checkWindow(body.departureDateFrom, body.departureDateTo, moscowTodayIso());
        const session = searches.create(body);
        // ?wait=true is for clients that cannot poll (bots, the benchmark); the tours page asks for its first page.
        if (query.wait) await session.done;
        else if (query.firstPage) await session.waitUntil(() => session.found.hotels.size > 0);
        return c.json(state(session, 0, query.wait ? undefined : query.limit), 201);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/searches/:searchId',
      tags: ['tours'],
      summary: 'Прогресс поиска туров и изменившиеся отели',
      description:
        'items — отели, появившиеся или подешевевшие после after (заменяйте по hotel.id), от дешёвых к дорогим; cursor — значение after для следующего опроса; progress 0–100 по мере ответов туроператоров (operatorsDone из operatorsTotal). Опрашивайте раз в 300–500 мс.',
      params: v.object({ searchId: v.string() }),
      query: v.object({ after: afterQuery }),
      errors: SEARCH_ERRORS,
      responses: { 200: { description: 'Состояние поиска', schema: tourSearchStateSchema } },
      handler: (c, { params, query }) => {
        const session = params.searchId.length <= 80 ? searches.get(params.searchId, moscowTodayIso()) : null;
        if (!session) throw errors.notFound(NOT_FOUND);
        return c.json(state(session, query.after ?? 0));
      },
    }),
  ];
}
