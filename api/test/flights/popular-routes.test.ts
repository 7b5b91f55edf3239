import * as v from 'valibot';
import { addDaysIso, decodeSearchString, encodeSearchString, moscowTodayIso, popularRoutesSchema, ROUTE_PRICE_DAYS, routePricesSchema } from 'shared/node';
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

describe('GET /flights/route-prices', () => {
  it('answers the lowest price of each of the next 30 days, the one a search of that day finds', async () => {
    const res = await api.request('GET', '/flights/route-prices?origin=MOW&destination=AER');
    expect(res.status).toBe(200);
    const answer = v.parse(routePricesSchema, res.body);
    expect(answer.origin).toEqual({ cityId: 'MOW', city: 'Москва', country: 'Россия' });
    expect(answer.destination.cityId).toBe('AER');
    const today = moscowTodayIso();
    expect(answer.days.map((day) => day.date)).toEqual(Array.from({ length: ROUTE_PRICE_DAYS }, (_, offset) => addDaysIso(today, offset)));
    const priced = answer.days.filter((day) => day.minPrice !== null);
    expect(priced.length).toBeGreaterThanOrEqual(20);

    // the price of a day is the cheapest total a search of that day returns
    const day = priced[10]!;
    const searchString = encodeSearchString({
      origin: 'MOW',
      destination: 'AER',
      departureDate: day.date,
      returnDate: null,
      adults: 1,
      children: 0,
      infants: 0,
      isBusiness: false,
    });
    const [cheapest] = await resultsOf(api, await completedSearch(api, searchString), { sort: 'cheapest' });
    expect(cheapest!.price).toBe(day.minPrice);
  });

  it('names cities for airport codes, answers 404 for an unknown code and 400 for a bad one or one city twice', async () => {
    const byAirport = await api.request('GET', '/flights/route-prices?origin=svo&destination=led');
    expect(byAirport.status).toBe(200);
    expect([byAirport.body.origin.cityId, byAirport.body.destination.cityId]).toEqual(['MOW', 'LED']);
    const unknown = await api.request('GET', '/flights/route-prices?origin=MOW&destination=QQQ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Город или аэропорт с кодом QQQ не найден');
    for (const query of [
      'origin=MOW',
      'destination=AER',
      'origin=MOW&destination=AE',
      'origin=MO1&destination=AER',
      'origin=MOW&destination=%D0%A1%D0%9E%D0%A7',
    ]) {
      const res = await api.request('GET', `/flights/route-prices?${query}`);
      expect(res.status, query).toBe(400);
      expect(isErrorShape(res.body)).toBe(true);
    }
    const sameCity = await api.request('GET', '/flights/route-prices?origin=MOW&destination=SVO');
    expect(sameCity.status).toBe(400);
    expect(sameCity.body.error.message).toBe('Город вылета и город прилёта совпадают: Москва');
  });
});
