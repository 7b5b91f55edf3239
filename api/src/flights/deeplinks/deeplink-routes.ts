import * as v from 'valibot';
import { deepLinkAnswerSchema } from 'shared/node';
import { displayDateToIso, encodeSearchString, moscowTodayIso, validateSearchDates, validateSearchPassengers } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { offerGone } from '../offers/offer-service.js';
import { findOffer } from '../offers/offer-store.js';
import { parseSearch } from '../search/searches.js';

const dateText = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((t) => /^\d{4}-\d{2}-\d{2}$/.test(t) || displayDateToIso(t) !== null, `${name}: дата в формате ГГГГ-ММ-ДД или ДД.ММ.ГГГГ`),
    ),
  );
const count = (name: string) => v.optional(v.pipe(v.string(), v.regex(/^\d$/, `${name}: число от 0 до 9`), v.transform(Number)));
const toIso = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : displayDateToIso(text)!);

/**
 * `/avia/deeplinks?…` from partners and ads: answers where the page should go — a search
 * string or an offer id — or a Russian 400. UTM parameters in the query are kept by the client.
 */
export function deeplinkRoutes(ctx: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/flights/deeplinks',
      tags: ['flights'],
      summary: 'Разобрать глубокую ссылку',
      description:
        'Либо offerId (→ {offerId}; истёкшее — 410 с searchString), либо origin, destination (коды IATA), departureDate, returnDate (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ), adults, children, infants, class=economy|business (→ {searchString}).',
      query: v.object({
        offerId: v.optional(v.pipe(v.string(), v.uuid('offerId: некорректный идентификатор предложения'))),
        origin: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'origin: код города или аэропорта из трёх латинских букв'))),
        destination: v.optional(
          v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'destination: код города или аэропорта из трёх латинских букв')),
        ),
        departureDate: dateText('departureDate'),
        returnDate: dateText('returnDate'),
        adults: count('adults'),
        children: count('children'),
        infants: count('infants'),
        class: v.optional(v.picklist(['economy', 'business'], 'class: economy или business')),
      }),
      errors: { 404: 'Предложение не найдено (NOT_FOUND)' },
      responses: { 200: { description: '{searchString} или {offerId}', schema: deepLinkAnswerSchema } },
      handler: async (c, { query }) => {
        if (query.offerId) {
          const offer = await findOffer(ctx.db, query.offerId);
          if (!offer) throw errors.notFound('Предложение не найдено. Повторите поиск');
          if (offer.expired) throw offerGone(offer);
          return c.json({ offerId: offer.id });
        }
        const missing: Record<string, string> = {};
        if (!query.origin) missing.origin = 'Укажите город вылета';
        if (!query.destination) missing.destination = 'Укажите город прилёта';
        if (!query.departureDate) missing.departureDate = 'Укажите дату вылета';
        if (Object.keys(missing).length) throw errors.validation(missing, 'В ссылке не хватает параметров поиска');
        const params = {
          origin: query.origin!,
          destination: query.destination!,
          departureDate: toIso(query.departureDate!),
          returnDate: query.returnDate ? toIso(query.returnDate) : null,
          adults: query.adults ?? 1,
          children: query.children ?? 0,
          infants: query.infants ?? 0,
          isBusiness: query.class === 'business',
        };
        const today = moscowTodayIso();
        const problem = validateSearchPassengers(params.adults, params.children, params.infants) ?? validateSearchDates(params, today);
        if (problem) throw errors.validation({ _: problem }, problem);
        const searchString = encodeSearchString(params);
        parseSearch(ctx.domain, searchString, today); // unknown places → 400 in Russian
        return c.json({ searchString });
      },
    }),
  ];
}
