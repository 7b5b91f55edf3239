import * as v from 'valibot';
import { filterResults, NO_FILTERS, placePredictionsSchema, priceCalendarSchema, searchPollSchema, searchStateSchema, type FlightResult } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { useTestApi, isErrorShape } from '../support/test-api.js';
import { completedSearch, resultsOf, searchStringFor } from './flight-fixtures.js';

const api = useTestApi();

describe('places autocomplete', () => {
  it('finds Москва by Russian, English, code and wrong keyboard layout, with the prediction shape', async () => {
    for (const query of ['мос', 'Moscow', 'MOW', 'vjcrdf']) {
      const res = await api.request('GET', `/flights/places?query=${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
      v.parse(placePredictionsSchema, res.body);
      expect(res.body.items[0]).toMatchObject({ cityId: 'MOW', city: 'Москва', country: 'Россия', type: 'city' });
    }
    const moscow = (await api.request('GET', '/flights/places?query=vjcrdf')).body.items[0];
    expect(moscow.cases).toEqual({ nominative: 'Москва', locative: 'в Москве', genitive: 'из Москвы', accusative: 'в Москву' });
    expect(moscow.airports.map((a: { code: string }) => a.code)).toEqual(['SVO', 'DME', 'VKO', 'ZIA']);
  });

  it('finds airports and ranks by popularity', async () => {
    const svo = (await api.request('GET', '/flights/places?query=шерем')).body.items[0];
    expect(svo).toMatchObject({ type: 'airport', cityId: 'SVO', city: 'Москва', cityCode: 'MOW' });
    const san = (await api.request('GET', '/flights/places?query=сан')).body.items.map((i: { cityId: string }) => i.cityId);
    expect(san[0]).toBe('LED');
    expect((await api.request('GET', '/flights/places?query=')).body.items).toEqual([]);
    expect((await api.request('GET', '/flights/places/AYT')).body).toMatchObject({ city: 'Анталья', country: 'Турция' });
    expect((await api.request('GET', '/flights/places/QQQ')).status).toBe(404);
    expect((await api.request('GET', '/flights/places/12')).status).toBe(404);
    expect((await api.request('GET', `/flights/places?query=${'a'.repeat(61)}`)).status).toBe(400);
  });
});

describe('progressive search', () => {
  it('creates a search and polls results with progress and an after cursor', async () => {
    const searchString = searchStringFor({ returnDate: null }, 20);
    const created = await api.request('POST', '/flights/searches', { json: { searchString } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ searchString, complete: false });
    let cursor = 0;
    let seen = 0;
    let last: any;
    for (let i = 0; i < 100; i += 1) {
      last = (await api.request('GET', `/flights/searches/${created.body.searchId}?after=${cursor}`)).body;
      seen += last.items.length;
      cursor = last.cursor;
      if (last.complete) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(last.complete).toBe(true);
    v.parse(searchPollSchema, last);
    expect(last.progress).toBe(100);
    expect(seen).toBe(last.total);
    expect(seen).toBeGreaterThan(5);
  });

  it('answers ?wait=true with the 20 best of the finished search, as the results page ranks them', async () => {
    const searchString = searchStringFor({ destination: 'AER' }, 21);
    const waited = (await api.request('POST', '/flights/searches?wait=true', { json: { searchString } })).body;
    v.parse(searchStateSchema, waited);
    expect(waited.complete).toBe(true);
    const all = (await api.request('GET', `/flights/searches/${waited.searchId}?after=0`)).body.items as FlightResult[];
    expect(waited.total).toBe(all.length);
    expect(all.length).toBeGreaterThan(20);
    const best = filterResults(all, NO_FILTERS).items.slice(0, 20);
    expect(waited.items.map((i: FlightResult) => i.id)).toEqual(best.map((shown) => shown.result.id));
    expect(waited.items.map((i: FlightResult) => i.displayPrice)).toEqual(best.map((shown) => shown.price));
    const item = waited.items[0];
    expect(item.fares.map((f: { name: string }) => f.name)).toEqual(['Лайт', 'Стандарт', 'Плюс']);
    expect(item.fares[0].price.total).toBe(item.price);
  });

  it('finds connections where there is no direct flight, round trip included', async () => {
    const { flightDomain } = await import('../../src/flights/flight-domain.js');
    expect(flightDomain().network.route('PEE', 'CMB')).toBeUndefined();
    const id = await completedSearch(api, searchStringFor({ origin: 'PEE', destination: 'CMB', returnDate: null }, 22));
    const results = await resultsOf(api, id);
    expect(results.length).toBeGreaterThan(0);
    for (const item of results) {
      const direction = item.directions[0]!;
      expect(direction.stops).toBeGreaterThan(0);
      for (const layover of direction.layovers) {
        expect(layover.airportChange).toBe(false);
        expect(layover.durationMinutes).toBeGreaterThanOrEqual(45);
      }
    }
    const { addDaysIso, moscowTodayIso } = await import('shared/node');
    const rt = await completedSearch(api, searchStringFor({ destination: 'IST', returnDate: addDaysIso(moscowTodayIso(), 30) }, 23));
    const [trip] = await resultsOf(api, rt);
    expect(trip!.directions).toHaveLength(2);
    expect(trip!.directions[1]!.origin.cityCode).toBe('IST');
  });

  it('prices business class and each passenger type', async () => {
    const id = await completedSearch(api, searchStringFor({ adults: 2, children: 1, infants: 1, isBusiness: true }, 28));
    const [item] = await resultsOf(api, id, { sort: 'cheapest' });
    expect(item!.fares.map((f) => f.code)).toEqual(['BUSINESS', 'BUSINESS_FLEX']);
    const { ADULT, CHILD, INFANTILE } = item!.fares[0]!.price.perPassenger;
    expect(CHILD).toBe(Math.round((ADULT * 0.75) / 10) * 10);
    expect(INFANTILE).toBe(Math.round((ADULT * 0.1) / 10) * 10);
    expect(item!.fares[0]!.price.total).toBe(2 * ADULT + CHILD + INFANTILE);
    expect(item!.seatsLeft).toBeGreaterThanOrEqual(3);
  });

  it('gives a ±3-day price calendar', async () => {
    const id = await completedSearch(api, searchStringFor({}, 24));
    const calendar = (await api.request('GET', `/flights/searches/${id}/calendar`)).body;
    v.parse(priceCalendarSchema, calendar);
    const days = calendar.days;
    expect(days).toHaveLength(7);
    expect(days[3].selected).toBe(true);
    expect(days.every((d: { minPrice: number | null }) => typeof d.minPrice === 'number' && d.minPrice > 0)).toBe(true);
  });

  it.each([
    ['', 400],
    ['MOW2512', 400],
    ['QQQ2512LED1', 400],
    ['MOW3102LED1', 400],
    ['MOW2512LED0', 400],
  ])('refuses search string %j with a Russian message', async (searchString, status) => {
    const res = await api.request('POST', '/flights/searches', { json: { searchString } });
    expect(res.status).toBe(status);
    expect(isErrorShape(res.body)).toBe(true);
  });

  it('re-creates an unknown but well-formed search id (stateless across instances) and 404s a garbage one', async () => {
    const searchString = searchStringFor({}, 25);
    const res = await api.request('GET', `/flights/searches/${searchString}.0.abcdefgh`);
    expect(res.status).toBe(200);
    expect(res.body.searchString).toBe(searchString);
    expect((await api.request('GET', '/flights/searches/nonsense')).status).toBe(404);
    expect((await api.request('GET', `/flights/searches/${searchString}.0.abcdefgh?after=-1`)).status).toBe(400);
  });

  it('answers a crafted id with unknown or repeated places 4xx in Russian on every search-id route, never 500', async () => {
    const valid = searchStringFor({}, 27);
    const ids = ['ZZZ1212YYY1.0.abcdefgh', `${valid.slice(0, 3)}${valid.slice(3, 7)}QQQ1.1.abcdefgh`, 'MOW1212MOW1.0.abcdefgh', 'SVO1212DME1.0.abcdefgh'];
    for (const id of ids) {
      for (const suffix of ['', '?after=0', '/calendar']) {
        const res = await api.request('GET', `/flights/searches/${id}${suffix}`);
        expect(res.status, `${id}${suffix}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${id}${suffix}`).toBeLessThan(500);
        expect(isErrorShape(res.body), `${id}${suffix}`).toBe(true);
      }
    }
  });
});

describe('offers: bad input', () => {
  it('refuses stale result ids, wrong fares and bad ids', async () => {
    const searchString = searchStringFor({}, 26);
    const stale = await api.request('POST', '/flights/offers', { json: { searchString, resultId: 'SU1-SVOLED-20200101', fareCode: 'LIGHT' } });
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe('Этот вариант перелёта больше недоступен. Повторите поиск');
    const id = await completedSearch(api, searchString);
    const resultId = (await resultsOf(api, id))[0]!.id;
    const wrongFare = await api.request('POST', '/flights/offers', { json: { searchString, resultId, fareCode: 'BUSINESS' } });
    expect(wrongFare.status).toBe(400);
    const otherSearch = await api.request('POST', '/flights/offers', { json: { searchString: searchStringFor({}, 27), resultId, fareCode: 'LIGHT' } });
    expect(otherSearch.status).toBe(400);
    expect((await api.request('GET', '/flights/offers/not-a-uuid')).status).toBe(404);
    expect((await api.request('GET', '/flights/offers/7d6f3f36-2a43-4c83-9a57-3b1a0c7d0a11')).status).toBe(404);
    expect((await api.request('POST', '/flights/offers', { rawBody: '{oops', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});
