import * as v from 'valibot';
import {
  HOTEL_IMAGE_VARIANTS,
  departureCitiesSchema,
  destinationQuerySchema,
  destinationSchema,
  destinationsSchema,
  hotelDetailsSchema,
  hotelIndexSchema,
  hotelImagesSchema,
  hotelToursQuerySchema,
  hotelToursSchema,
  moscowTodayIso,
  type HotelImageVariant,
} from 'shared/node';
import { errors } from '../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { COUNTRY_NOT_FOUND, HOTEL_NOT_FOUND, RESORT_NOT_FOUND } from './catalogue-service.js';
import { departureCityView } from './departure-cities.js';
import { HOTEL_IMAGE_CONTENT_TYPES, HOTEL_IMAGE_FORMATS, IMAGE_CACHE_CONTROL, type HotelImageFormat } from './hotel-image-service.js';
import { idParam, parseId } from './tour-params.js';
import type { ToursContext } from './tours-context.js';

const IMAGE_NOT_FOUND = 'Фотография не найдена';
/** `<variant>.<format>`, e.g. small2x.webp, full.png. */
const IMAGE_FILES = new Map<string, { variant: HotelImageVariant; format: HotelImageFormat }>(
  HOTEL_IMAGE_VARIANTS.flatMap((variant) => HOTEL_IMAGE_FORMATS.map((format) => [`${variant}.${format}`, { variant, format }] as const)),
);

/** The catalogue: departure cities, destinations, hotels, their images and tours. */
export function catalogueRoutes(ctx: ToursContext): RouteDefinition[] {
  const { catalogue, images } = ctx;
  return [
    defineRoute({
      method: 'GET',
      path: '/tours/departure-cities',
      tags: ['tours'],
      summary: 'Города вылета туров',
      description: 'code — код города (IATA), name — русское название, nameCases — падежи: genitive для «из Москвы», prepositional для «в Москве».',
      responses: { 200: { description: 'Города вылета, Москва и Санкт-Петербург первыми', schema: departureCitiesSchema } },
      handler: (c) => c.json({ items: catalogue.catalogue.departureCities.map(departureCityView) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/destinations',
      tags: ['tours'],
      summary: 'Подсказки направлений: страны, курорты, отели',
      description:
        'query — от 2 символов; сначала страны, затем курорты, затем отели; начинающиеся с текста выше содержащих его. limit — до 20 (по умолчанию 10).',
      query: destinationQuerySchema,
      responses: { 200: { description: 'Направления', schema: destinationsSchema } },
      handler: (c, { query }) => c.json({ items: catalogue.findDestinations(query.query, query.limit ?? 10) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/destinations/countries/:countryId',
      tags: ['tours'],
      summary: 'Направление: страна',
      params: v.object({ countryId: idParam }),
      responses: { 200: { description: 'Страна', schema: destinationSchema } },
      handler: (c, { params }) => c.json(catalogue.countryDestination(parseId(params.countryId, COUNTRY_NOT_FOUND))),
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/destinations/resorts/:resortId',
      tags: ['tours'],
      summary: 'Направление: курорт',
      description: 'Не меняется: клиент кэширует его по id.',
      params: v.object({ resortId: idParam }),
      responses: { 200: { description: 'Курорт', schema: destinationSchema } },
      handler: (c, { params }) => c.json(catalogue.resortDestination(parseId(params.resortId, RESORT_NOT_FOUND))),
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/destinations/hotels/:hotelId',
      tags: ['tours'],
      summary: 'Направление: отель',
      description: 'Не меняется: клиент кэширует его по id. locationName — «курорт, страна», countryName — страна.',
      params: v.object({ hotelId: idParam }),
      responses: { 200: { description: 'Отель', schema: destinationSchema } },
      handler: (c, { params }) => c.json(catalogue.hotelDestination(parseId(params.hotelId, HOTEL_NOT_FOUND))),
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/hotels',
      tags: ['tours'],
      summary: 'Все отели каталога',
      description: 'id и название каждого отеля, по возрастанию id: у каждого своя страница /tours/hotels/{id} (карта сайта).',
      responses: { 200: { description: 'Отели', schema: hotelIndexSchema } },
      handler: (c) => c.json({ items: catalogue.catalogue.hotels.map((hotel) => ({ id: hotel.id, name: hotel.name })) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/hotels/:hotelId',
      tags: ['tours'],
      summary: 'Описание отеля',
      description: 'amenityGroups — группы удобств, первая — ROOMS («В номере»); airportDistance — метры; rating — 0–10.',
      params: v.object({ hotelId: idParam }),
      responses: { 200: { description: 'Отель', schema: hotelDetailsSchema } },
      handler: (c, { params }) => c.json(catalogue.details(catalogue.hotel(parseId(params.hotelId, HOTEL_NOT_FOUND)))),
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/hotels/:hotelId/images',
      tags: ['tours'],
      summary: 'Фотографии отеля',
      description:
        'Первая — главная. Каждая — PNG в вариантах full (1200×800), small2x (800×534), small (400×267), thumb2x (240×160), thumb (120×80); тот же путь с .webp вместо .png — WebP. URL — пути относительно адреса API (добавьте apiBaseUrl()); неизменяемые, кэшируются на год.',
      params: v.object({ hotelId: idParam }),
      responses: { 200: { description: 'Фотографии', schema: hotelImagesSchema } },
      handler: (c, { params }) => c.json(catalogue.images(catalogue.hotel(parseId(params.hotelId, HOTEL_NOT_FOUND)))),
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/hotels/:hotelId/images/:imageNumber/:file',
      tags: ['tours'],
      summary: 'Файл фотографии отеля (image/webp или image/png)',
      description:
        'file — вариант (full, small2x, small, thumb2x, thumb) и формат: .webp или .png, например small2x.webp. Отвечает image/webp или image/png с ETag и Cache-Control: public, max-age=31536000, immutable; If-None-Match → 304.',
      params: v.object({ hotelId: idParam, imageNumber: idParam, file: v.string() }),
      responses: { 200: { description: 'WebP или PNG' }, 304: { description: 'Не изменилась' } },
      handler: async (c, { params }) => {
        const hotel = catalogue.hotel(parseId(params.hotelId, HOTEL_NOT_FOUND));
        const imageNumber = params.imageNumber === '0' ? 0 : parseId(params.imageNumber, IMAGE_NOT_FOUND);
        const file = IMAGE_FILES.get(params.file);
        if (imageNumber >= hotel.imageCount || !file) throw errors.notFound(IMAGE_NOT_FOUND);
        const etag = images.etag(hotel.id, imageNumber, file.variant, file.format);
        const headers = { ETag: etag, 'Cache-Control': IMAGE_CACHE_CONTROL };
        if ((c.req.header('if-none-match') ?? '').split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304, headers);
        const bytes = await images.file(hotel.id, imageNumber, file.variant, file.format);
        return c.body(new Uint8Array(bytes), 200, {
          ...headers,
          'Content-Type': HOTEL_IMAGE_CONTENT_TYPES[file.format],
          'Content-Length': String(bytes.length),
        });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/tours/hotels/:hotelId/tours',
      tags: ['tours'],
      summary: 'Туры в отель',
      description:
        'Все туры отеля на даты вылета departureDateFrom…departureDateTo (ГГГГ-ММ-ДД, до 14 дней) и ночи nightsFrom…nightsTo для adults взрослых и детей childrenAges (возрасты через запятую): по одному (самому дешёвому у туроператоров) на дату, ночи, номер и питание, от дешёвых к дорогим. price — рубли за всех. offset, limit (до 500, по умолчанию 100).',
      params: v.object({ hotelId: idParam }),
      query: hotelToursQuerySchema,
      responses: { 200: { description: 'Туры', schema: hotelToursSchema } },
      handler: (c, { params, query }) => {
        const hotel = catalogue.hotel(parseId(params.hotelId, HOTEL_NOT_FOUND));
        catalogue.departureCity(query.departureCityCode);
        catalogue.checkWindow(query.departureDateFrom, query.departureDateTo, moscowTodayIso());
        const tours = catalogue.hotelTours(hotel, query);
        const offset = query.offset ?? 0;
        return c.json({ hotelId: hotel.id, total: tours.length, items: tours.slice(offset, offset + (query.limit ?? 100)) });
      },
    }),
  ];
}
