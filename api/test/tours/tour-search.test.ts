import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTourSearchRequestSchema, tourSearchStateSchema, type TourSearchHotel } from 'shared/node';
import { CatalogueService } from '../../src/tours/catalogue-service.js';
import { buildTourCatalogue } from '../../src/tours/tour-catalogue.js';
import { TourSearchSessions } from '../../src/tours/tour-search-sessions.js';
import { createTestApi, isErrorShape, type TestApi } from '../support/test-api.js';
import { TURKEY, daysAhead, searchBody } from './tour-fixtures.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('progressive tour search', () => {
  it('starts at once, then polls hotels in as tour operators answer, until complete', async () => {
    const created = await api.request('POST', '/tours/searches', { json: searchBody({ destination: TURKEY }) });
    expect(created.status).toBe(201);
    const start = v.parse(tourSearchStateSchema, created.body);
    expect(start.complete).toBe(false);
    expect(start.operatorsTotal).toBeGreaterThan(1);

    const hotels = new Map<number, TourSearchHotel>();
    const progress: number[] = [];
    let after = 0;
    let polls = 0;
    for (;;) {
      const res = await api.request('GET', `/tours/searches/${encodeURIComponent(start.searchId)}?after=${after}`);
      expect(res.status).toBe(200);
      const state = v.parse(tourSearchStateSchema, res.body);
      progress.push(state.progress);
      for (const item of state.items) {
        expect(item.revision).toBeGreaterThan(after);
        hotels.set(item.hotel.id, item);
      }
      after = state.cursor;
      polls += 1;
      if (state.complete) {
        expect(state.progress).toBe(100);
        expect(state.total).toBe(hotels.size);
        break;
      }
      expect(polls).toBeLessThan(200);
      await sleep(5);
    }
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(hotels.size).toBeGreaterThan(20);
    for (const { hotel, cheapestTour, tours, tourCount, country } of hotels.values()) {
      expect(country.name).toBe('Турция');
      expect(tours[0]).toEqual(cheapestTour);
      expect(tours.length).toBeLessThanOrEqual(5);
      expect(tourCount).toBeGreaterThanOrEqual(tours.length);
      expect(hotel.images.length).toBeGreaterThan(0);
      expect(cheapestTour.nights).toBeGreaterThanOrEqual(7);
    }
    // Nothing new after completion.
    const last = await api.request('GET', `/tours/searches/${encodeURIComponent(start.searchId)}?after=${after}`);
    expect(last.body.items).toEqual([]);
  });

  it('answers ?firstPage=true with the first screen of hotels, and the next poll brings every other one', async () => {
    const body = searchBody({ destination: TURKEY });
    const created = await api.request('POST', '/tours/searches?firstPage=true&limit=12', { json: body });
    expect(created.status).toBe(201);
    const first = v.parse(tourSearchStateSchema, created.body);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(12);
    const prices = first.items.map((item) => item.cheapestTour.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const hotels = new Map(first.items.map((item) => [item.hotel.id, item]));
    let state = first;
    // Polled at least once, even when the first answer came from a finished search.
    for (let polls = 0; polls === 0 || !state.complete; polls += 1) {
      expect(polls).toBeLessThan(200);
      if (polls > 0) await sleep(5);
      state = v.parse(tourSearchStateSchema, (await api.request('GET', `/tours/searches/${encodeURIComponent(first.searchId)}?after=${state.cursor}`)).body);
      for (const item of state.items) hotels.set(item.hotel.id, item);
    }
    // Nothing held back from the first answer is lost: the hotels are those of a search that waited.
    const done = v.parse(tourSearchStateSchema, (await api.request('POST', '/tours/searches?wait=true', { json: body })).body);
    expect(done.items.length).toBeGreaterThan(12);
    expect([...hotels.values()].map((item) => item.cheapestTour).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      done.items.map((item) => item.cheapestTour).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('refuses a first page limit out of range with a Russian message', async () => {
    for (const query of ['firstPage=true&limit=0', 'firstPage=true&limit=101', 'firstPage=true&limit=ten', 'firstPage=maybe']) {
      const res = await api.request('POST', `/tours/searches?${query}`, { json: searchBody() });
      expect(res.status, query).toBe(400);
      expect(isErrorShape(res.body)).toBe(true);
    }
  });

  it('gives the same cheapest tour as the hotel page lists for the same parameters', async () => {
    const body = searchBody();
    const done = v.parse(tourSearchStateSchema, (await api.request('POST', '/tours/searches?wait=true', { json: body })).body);
    expect(done.complete).toBe(true);
    const first = done.items[0]!;
    const prices = done.items.map((item) => item.cheapestTour.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const query = new URLSearchParams({
      departureCityCode: body.departureCityCode as string,
      departureDateFrom: body.departureDateFrom as string,
      departureDateTo: body.departureDateTo as string,
      nightsFrom: '7',
      nightsTo: '10',
      adults: '2',
      childrenAges: '6',
      limit: '1',
    });
    const page = await api.request('GET', `/tours/hotels/${first.hotel.id}/tours?${query}`);
    expect(page.body.items[0]).toEqual(first.cheapestTour);
    expect(page.body.total).toBe(first.tourCount);
  });

  it('re-runs a search from its id in a process that never saw it', async () => {
    const { body } = await api.request('POST', '/tours/searches?wait=true', { json: searchBody() });
    const other = await createTestApi();
    try {
      let state = (await other.request('GET', `/tours/searches/${encodeURIComponent(body.searchId)}`)).body;
      while (!state.complete) {
        await sleep(10);
        state = (await other.request('GET', `/tours/searches/${encodeURIComponent(body.searchId)}`)).body;
      }
      expect(state.items.map((item: TourSearchHotel) => item.cheapestTour)).toEqual(body.items.map((item: TourSearchHotel) => item.cheapestTour));
    } finally {
      await other.close();
    }
  });

  it('is 404 for an unknown or malformed search id', async () => {
    for (const id of [
      'nope',
      'MOW.c1.20200101.20200105.7-9.2..abcdefgh',
      `MOW.c999.${daysAhead(5).replace(/-/g, '')}.${daysAhead(6).replace(/-/g, '')}.7-9.2..abcdefgh`,
      'x'.repeat(500),
    ]) {
      const res = await api.request('GET', `/tours/searches/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(isErrorShape(res.body)).toBe(true);
    }
  });

  it('refuses bad bodies with Russian messages on the field', async () => {
    const cases: [Record<string, unknown>, string, number][] = [
      [{ departureCityCode: 'XXX' }, 'departureCityCode', 400],
      [{ departureCityCode: 42 }, 'departureCityCode', 400],
      [{ destination: { type: 'planet', id: 1 } }, 'destination.type', 400],
      [{ departureDateFrom: '01.12.2026' }, 'departureDateFrom', 400],
      [{ departureDateFrom: daysAhead(0), departureDateTo: daysAhead(5) }, 'departureDateFrom', 400],
      [{ departureDateTo: daysAhead(400), departureDateFrom: daysAhead(390) }, 'departureDateTo', 400],
      [{ nightsFrom: 0 }, 'nightsFrom', 400],
      [{ nightsTo: 40 }, 'nightsTo', 400],
      [{ adults: 7 }, 'adults', 400],
      [{ childrenAges: [1, 2, 3, 4, 5] }, 'childrenAges', 400],
      [{ childrenAges: 'five' }, 'childrenAges', 400],
    ];
    for (const [overrides, field, status] of cases) {
      const res = await api.request('POST', '/tours/searches', { json: searchBody(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(status);
      expect(isErrorShape(res.body)).toBe(true);
      const key = Object.keys(res.body.error.fields ?? {}).find((name) => name.startsWith(field));
      expect(key, JSON.stringify(res.body)).toBeDefined();
    }
    const unknownResort = await api.request('POST', '/tours/searches', { json: searchBody({ destination: { type: 'resort', id: 99 } }) });
    expect(unknownResort.status).toBe(404);
    expect(unknownResort.body.error.message).toBe('Курорт не найден');
    const notJson = await api.request('POST', '/tours/searches', { rawBody: '{', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });
});

describe('identical tour searches', () => {
  it('share one run, whatever the order of the children; another party gets its own', async () => {
    const sessions = new TourSearchSessions(new CatalogueService(buildTourCatalogue()), () => undefined);
    const body = searchBody({ destination: { type: 'hotel', id: 1001 }, childrenAges: [9, 4] });
    const first = sessions.create(v.parse(createTourSearchRequestSchema, body));
    const same = sessions.create(v.parse(createTourSearchRequestSchema, { ...body, childrenAges: [4, 9] }));
    const other = sessions.create(v.parse(createTourSearchRequestSchema, { ...body, adults: 1 }));
    expect(same.run).toBe(first.run);
    expect(same.id).not.toBe(first.id);
    expect(other.run).not.toBe(first.run);
    await Promise.all([first.done, other.done]);
    expect(same.found.hotels.get(1001)!.cheapest.price).toBeGreaterThan(other.found.hotels.get(1001)!.cheapest.price);
  });
});
