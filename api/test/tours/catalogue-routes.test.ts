import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOTEL_IMAGE_SIZES,
  HOTEL_IMAGE_VARIANTS,
  MEAL_PLANS,
  formatDistance,
  departureCitiesSchema,
  destinationSchema,
  destinationsSchema,
  hotelDetailsSchema,
  hotelIndexSchema,
  hotelImagesSchema,
  hotelToursSchema,
} from 'shared/node';
import { buildTourCatalogue } from '../../src/tours/tour-catalogue.js';
import { createTestApi, isErrorShape, type TestApi } from '../support/test-api.js';
import { daysAhead, pngSize } from './tour-fixtures.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('the generated catalogue', () => {
  it('has at least 12 countries, 60 resorts and 600 hotels, the same in every build', () => {
    const first = buildTourCatalogue();
    const second = buildTourCatalogue();
    expect(first.countries.length).toBeGreaterThanOrEqual(12);
    expect(first.resorts.length).toBeGreaterThanOrEqual(60);
    expect(first.hotels.length).toBeGreaterThanOrEqual(600);
    expect(JSON.stringify(second.hotels)).toBe(JSON.stringify(first.hotels));
    for (const hotel of first.hotels) {
      expect(hotel.name).toMatch(/[а-яё]/i);
      expect(hotel.amenityGroups.some((group) => group.type === 'ROOMS')).toBe(true);
      expect(hotel.stars).toBeGreaterThanOrEqual(2);
      expect(hotel.rating).toBeLessThanOrEqual(10);
    }
  });
});

describe('a hotel’s distance to the airport', () => {
  it('is written in its texts exactly as the page’s label writes airportDistance (hotel 1001 once said 14 km beside 15 km)', () => {
    for (const hotel of buildTourCatalogue().hotels) {
      const distance = formatDistance(hotel.airportDistance);
      expect(hotel.shortDescription).toContain(`до аэропорта ${distance}.`);
      expect(hotel.description).toContain(`До аэропорта ${distance}.`);
      expect(hotel.airportDistance % 100).toBe(0);
      expect(hotel.airportDistance).toBeGreaterThanOrEqual(3000);
    }
  });

  it('writes the grounds’ area with a decimal comma, as Russian does («0,5 га», not «0.5 га»)', () => {
    const areas = buildTourCatalogue().hotels.map((hotel) => hotel.facts.find((fact) => fact.name === 'Площадь территории')!.description);
    expect(areas.some((area) => area.includes(','))).toBe(true);
    for (const area of areas) expect(area).toMatch(/^\d+(,\d)? га$/);
    for (const hotel of buildTourCatalogue().hotels) expect(hotel.description).not.toMatch(/\d\.\d га/);
  });
});

describe('GET /tours/departure-cities', () => {
  it('lists cities with the cases a heading needs', async () => {
    const res = await api.request('GET', '/tours/departure-cities');
    expect(res.status).toBe(200);
    const { items } = v.parse(departureCitiesSchema, res.body);
    const moscow = items.find((city) => city.code === 'MOW')!;
    expect(moscow).toMatchObject({ name: 'Москва', nameCases: { genitive: 'Москвы', prepositional: 'Москве' } });
    expect(items.length).toBeGreaterThanOrEqual(10);
  });
});

describe('destinations', () => {
  it('suggests countries first, then resorts, then hotels, with the §3 fields', async () => {
    const res = await api.request('GET', `/tours/destinations?query=${encodeURIComponent('тур')}`);
    expect(res.status).toBe(200);
    const { items } = v.parse(destinationsSchema, res.body);
    expect(items[0]).toMatchObject({ type: 'country', name: 'Турция', nameRo: 'Турции', nameVi: 'Турцию', stars: null });
    const hotelQuery = buildTourCatalogue().hotels[5]!.name;
    const hotels = v.parse(destinationsSchema, (await api.request('GET', `/tours/destinations?query=${encodeURIComponent(hotelQuery)}`)).body).items;
    const hotel = hotels.find((item) => item.type === 'hotel')!;
    expect(hotel.countryName).toBeTruthy();
    expect(hotel.stars).toBeGreaterThan(0);
    expect(hotel.url).toMatch(/^\/tours\/hotels\/\d+$/);
  });

  it('refuses a query under two letters in Russian', async () => {
    const res = await api.request('GET', '/tours/destinations?query=%D1%82');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.query).toBe('Введите от 2 до 60 символов');
  });

  it('answers a country, a resort and a hotel by id, 404 for unknown or malformed ids', async () => {
    const country = v.parse(destinationSchema, (await api.request('GET', '/tours/destinations/countries/1')).body);
    expect(country).toMatchObject({ type: 'country', name: 'Турция', url: '/tours?destination=country-1' });
    const resort = v.parse(destinationSchema, (await api.request('GET', '/tours/destinations/resorts/102')).body);
    expect(resort).toMatchObject({ type: 'resort', id: 102, name: 'Кемер', locationName: 'Турция' });
    const hotel = v.parse(destinationSchema, (await api.request('GET', '/tours/destinations/hotels/1001')).body);
    expect(hotel).toMatchObject({ type: 'hotel', id: 1001, countryName: 'Турция' });
    for (const path of [
      '/tours/destinations/hotels/99999999',
      '/tours/destinations/hotels/abc',
      '/tours/destinations/resorts/-1',
      '/tours/destinations/countries/0',
    ]) {
      const res = await api.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(isErrorShape(res.body)).toBe(true);
    }
  });
});

describe('GET /tours/hotels', () => {
  it('lists every hotel of the catalogue by id and name, each of which has its page', async () => {
    const res = await api.request('GET', '/tours/hotels');
    expect(res.status).toBe(200);
    const { items } = v.parse(hotelIndexSchema, res.body);
    const catalogue = buildTourCatalogue();
    expect(items).toEqual(catalogue.hotels.map((hotel) => ({ id: hotel.id, name: hotel.name })));
    const last = items.at(-1)!;
    expect((await api.request('GET', `/tours/hotels/${last.id}`)).body.name).toBe(last.name);
  });
});

describe('GET /tours/hotels/{id}', () => {
  it('answers the details with the ROOMS amenity group first', async () => {
    const catalogue = buildTourCatalogue();
    // A hotel whose generated group order does not start with ROOMS: the answer must sort it.
    const hotel = catalogue.hotels.find((h) => h.amenityGroups[0]!.type !== 'ROOMS')!;
    const res = await api.request('GET', `/tours/hotels/${hotel.id}`);
    expect(res.status).toBe(200);
    const details = v.parse(hotelDetailsSchema, res.body);
    expect(details.amenityGroups[0]!.type).toBe('ROOMS');
    expect(details.amenityGroups[0]!.typeText).toBe('В номере');
    expect(details.resort.elements.map((e) => e.type)).toEqual(['country', 'resort']);
    expect(details.yandexOrganizationId).toMatch(/^\d{10}$/);
    expect(details.facts.length).toBeGreaterThan(3);
    expect(details.description.length).toBeGreaterThan(details.shortDescription.length);
  });

  it('is 404 for an unknown hotel', async () => {
    const res = await api.request('GET', '/tours/hotels/999999');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Отель не найден');
  });
});

describe('hotel images', () => {
  it('may be embedded by the site on another port or host (CORP cross-origin), while other answers stay same-site', async () => {
    const list = v.parse(hotelImagesSchema, (await api.request('GET', '/tours/hotels/1001/images')).body);
    const picture = await api.app.request(list[0]!.small);
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const details = await api.app.request('/tours/hotels/1001');
    expect(details.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });

  it('lists five variants per image and serves them as cacheable PNG of the right size', async () => {
    const list = v.parse(hotelImagesSchema, (await api.request('GET', '/tours/hotels/1001/images')).body);
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const variant of HOTEL_IMAGE_VARIANTS) {
      const res = await api.app.request(list[0]![variant]);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = res.headers.get('etag')!;
      expect(etag).toMatch(/^".+"$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(pngSize(bytes)).toEqual(HOTEL_IMAGE_SIZES[variant]);
      const again = await api.app.request(list[0]![variant], { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
  });

  it("gives the hotel page's photos a WebP srcset of real WebP files of the stated widths", async () => {
    const details = v.parse(hotelDetailsSchema, (await api.request('GET', '/tours/hotels/1022')).body);
    const srcset = details.images[0]!.webpSrcset!;
    const candidates = srcset.split(', ').map((candidate) => candidate.split(' ') as [string, string]);
    expect(candidates.map(([, width]) => width)).toEqual(['400w', '800w', '1200w']);
    for (const [path, width] of candidates) {
      const res = await api.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.toString('latin1', 0, 4) + bytes.toString('latin1', 8, 12)).toBe('RIFFWEBP');
      const metadata = await sharp(bytes).metadata();
      expect(`${metadata.width}w`).toBe(width);
      const png = await api.app.request(path.replace('.webp', '.png'));
      // the same picture, smaller: what the modern format is for
      expect(bytes.length).toBeLessThan((await png.arrayBuffer()).byteLength);
      const again = await api.app.request(path, { headers: { 'if-none-match': res.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
    // lists of photos (and of hotels) stay as they were: their thumbnails need no srcset
    const list = v.parse(hotelImagesSchema, (await api.request('GET', '/tours/hotels/1022/images')).body);
    expect(list[0]!.webpSrcset).toBeUndefined();
  });

  it('draws a real picture (not one colour) and the same one every time', async () => {
    const path = '/tours/hotels/1002/images/1/thumb.png';
    const [a, b] = await Promise.all([api.app.request(path), api.app.request(path)]);
    const first = new Uint8Array(await a.arrayBuffer());
    expect(Buffer.compare(first, new Uint8Array(await b.arrayBuffer()))).toBe(0);
    const raw = await sharp(first).raw().toBuffer();
    expect(new Set(raw).size).toBeGreaterThan(20);
  });

  it('is 404 for an image or variant that does not exist', async () => {
    for (const path of [
      '/tours/hotels/1001/images/99/full.png',
      '/tours/hotels/1001/images/0/huge.png',
      '/tours/hotels/1001/images/0/full.gif',
      '/tours/hotels/1001/images/0/full.webp.png',
      '/tours/hotels/1001/images/x/full.png',
      '/tours/hotels/5/images/0/full.png',
    ]) {
      const res = await api.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(isErrorShape(res.body)).toBe(true);
    }
  });
});

describe('GET /tours/hotels/{id}/tours', () => {
  const query = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      departureCityCode: 'MOW',
      departureDateFrom: daysAhead(20),
      departureDateTo: daysAhead(23),
      nightsFrom: '6',
      nightsTo: '8',
      adults: '2',
      childrenAges: '4',
      ...overrides,
    }).toString();

  it('lists the hotel tours cheapest first, with dates, nights, room, meal plan and price for the party', async () => {
    const res = await api.request('GET', `/tours/hotels/1001/tours?${query()}`);
    expect(res.status).toBe(200);
    const { items, total } = v.parse(hotelToursSchema, res.body);
    expect(total).toBeGreaterThan(0);
    const prices = items.map((tour) => tour.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const tour of items) {
      expect(MEAL_PLANS).toContain(tour.mealPlan);
      expect(tour.nights).toBeGreaterThanOrEqual(6);
      expect(tour.nights).toBeLessThanOrEqual(8);
      expect(tour.departureDate >= daysAhead(20) && tour.departureDate <= daysAhead(23)).toBe(true);
      expect(tour.price).toBeGreaterThan(30_000);
      expect(tour.price).toBeLessThan(2_000_000);
    }
    const alone = v.parse(hotelToursSchema, (await api.request('GET', `/tours/hotels/1001/tours?${query({ adults: '1', childrenAges: '' })}`)).body);
    expect(alone.items[0]!.price).toBeLessThan(items[0]!.price);
  });

  it('refuses bad windows and parties with Russian messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ departureDateFrom: daysAhead(-3), departureDateTo: daysAhead(2) }, 'departureDateFrom'],
      [{ departureDateTo: daysAhead(60) }, 'departureDateTo'],
      [{ nightsFrom: '9', nightsTo: '3' }, 'nightsTo'],
      [{ adults: '0' }, 'adults'],
      [{ childrenAges: '5,18' }, 'childrenAges'],
      [{ departureCityCode: 'ZZZ' }, 'departureCityCode'],
      [{ departureDateFrom: '2026-02-30' }, 'departureDateFrom'],
    ];
    for (const [overrides, field] of cases) {
      const res = await api.request('GET', `/tours/hotels/1001/tours?${query(overrides)}`);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const key = Object.keys(res.body.error.fields ?? {}).find((name) => name.startsWith(field));
      expect(key && res.body.error.fields[key], JSON.stringify(res.body)).toMatch(/[а-яё]/i);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes every tour call', async () => {
    const doc = (await api.request('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['/tours/wishlist', 'get'],
      ['/tours/wishlist', 'post'],
      ['/tours/wishlist/elements/{hash}', 'delete'],
      ['/tours/hotels', 'get'],
      ['/tours/hotels/{hotelId}', 'get'],
      ['/tours/hotels/{hotelId}/images', 'get'],
      ['/tours/hotels/{hotelId}/images/{imageNumber}/{file}', 'get'],
      ['/tours/hotels/{hotelId}/tours', 'get'],
      ['/tours/destinations/hotels/{hotelId}', 'get'],
      ['/tours/destinations/resorts/{resortId}', 'get'],
      ['/tours/destinations/countries/{countryId}', 'get'],
      ['/tours/destinations', 'get'],
      ['/tours/departure-cities', 'get'],
      ['/tours/searches', 'post'],
      ['/tours/searches/{searchId}', 'get'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
