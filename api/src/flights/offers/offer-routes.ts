import * as v from 'valibot';
import { offerSchema } from 'shared/node';
import { createOfferRequestSchema, moscowTodayIso } from 'shared/node';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { parseSearch } from '../search/searches.js';
import { createOffer, offerView, requireLiveOffer } from './offer-service.js';

export const offerIdParams = v.object({ offerId: v.pipe(v.string(), v.uuid('Предложение не найдено. Повторите поиск')) });

export function offerRoutes(ctx: FlightsContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/flights/offers',
      tags: ['offers'],
      summary: 'Создать предложение из результата поиска',
      description:
        'Закрепляет вариант (resultId из результатов), тариф (fareCode) и пассажиров из строки поиска на 30 минут. 409 — мест уже нет, 400 — вариант устарел.',
      body: createOfferRequestSchema,
      errors: { 404: 'Результат поиска не найден (NOT_FOUND)', 409: 'Мест не осталось (CONFLICT)', 410: 'Результат устарел (GONE)' },
      responses: { 201: { description: 'Предложение (как в GET /flights/offers/{offerId})', schema: offerSchema } },
      handler: async (c, { body }) => {
        const params = parseSearch(ctx.domain, body.searchString, moscowTodayIso());
        const offer = await createOffer(ctx.db, ctx.domain, params, body.searchString.trim().toUpperCase(), body.resultId, body.fareCode);
        return c.json(offerView(offer), 201);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/flights/offers/:offerId',
      tags: ['offers'],
      summary: 'Предложение: перелёт, тариф, цена, документы',
      description:
        'allowedDocumentTypes — допустимые документы на маршруте (для правила документа по умолчанию, спецификация §4). 410 GONE — срок истёк; в ответе searchString и searchPath для возврата к поиску.',
      params: offerIdParams,
      errors: { 410: 'Предложение истекло; в ответе searchString (GONE)' },
      responses: { 200: { description: 'Предложение', schema: offerSchema } },
      handler: async (c, { params }) => c.json(offerView(await requireLiveOffer(ctx.db, params.offerId))),
    }),
  ];
}
