import * as v from 'valibot';
import { addDaysIso, decodeSearchString, encodeSearchString, moscowTodayIso, popularRoutesSchema } from 'shared/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, isErrorShape, type TestApi } from '../support/test-api.js';
import { completedSearch, resultsOf } from './flight-fixtures.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /flights/popular-routes', () => {
  it('lists popular destinations from a city with prices a search really finds', async () => {
    const res = await api.request('GET', '/flights/popular-routes?origin=MOW');
    expect(res.status).toBe(200);
    const answer = v.parse(popularRoutesSchema, res.body);
    expect(answer.origin).toEqual({ cityId: 'MOW', city: 'Москва', country: 'Россия' });
    expect(answer.items.length).toBeGreaterThanOrEqual(4);
    expect(answer.items.length).toBeLessThanOrEqual(8);
    expect(answer.items.map((i) => i.destination.cityId)).toContain('LED');
    expect(answer.items.every((i) => i.destination.cityId !== 'MOW' && i.minPrice > 0)).toBe(true);

    // "от N ₽" is the cheapest total a search of that day returns.
    const first = answer.items[0]!;
    const today = moscowTodayIso();
    expect(first.departureDate >= addDaysIso(today, 7) && first.departureDate <= addDaysIso(today, 13)).toBe(true);
    const searchString = encodeSearchString({
      origin: 'MOW',
      destination: first.destination.cityId,
      departureDate: first.departureDate,
      returnDate: null,
      adults: 1,
      children: 0,
      infants: 0,
      isBusiness: false,
    });
    expect(decodeSearchString(searchString, today).ok).toBe(true);
    const searchId = await completedSearch(api, searchString);
    const [cheapest] = await resultsOf(api, searchId, { sort: 'cheapest' });
    expect(cheapest!.price).toBe(first.minPrice);
  });

  it('accepts an airport code as its city, answers 404 for an unknown one and 400 for a bad one', async () => {
    const byAirport = await api.request('GET', '/flights/popular-routes?origin=svo');
    expect(byAirport.status).toBe(200);
    expect(byAirport.body.origin.cityId).toBe('MOW');
    const unknown = await api.request('GET', '/flights/popular-routes?origin=QQQ');
    expect(unknown.status).toBe(404);
    expect(isErrorShape(unknown.body)).toBe(true);
    for (const bad of ['', 'MO', 'МОС']) {
      const res = await api.request('GET', `/flights/popular-routes?origin=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(isErrorShape(res.body)).toBe(true);
    }
    expect((await api.request('GET', '/flights/popular-routes')).status).toBe(400);
  });
});
