import * as v from 'valibot';
import { sampleFlightResult } from 'shared/testing';
import { compactResults, expandResults, searchPageSchema, type FlightResult } from '../search-contract';

const sheremetyevo = { code: 'SVO', name: 'Шереметьево', cityCode: 'MOW', city: 'Москва', country: 'Россия' };
const pulkovo = { code: 'LED', name: 'Пулково', cityCode: 'LED', city: 'Санкт-Петербург', country: 'Россия' };
const kazan = { code: 'KZN', name: 'Казань', cityCode: 'KZN', city: 'Казань', country: 'Россия' };
const segment = (flightId: string, origin: typeof kazan, destination: typeof kazan, carrier = { code: 'SU', name: 'Аэрофлот' }) => ({
  flightId,
  flightNumber: flightId,
  carrier,
  aircraft: 'Airbus A320',
  origin,
  destination,
  departureLocal: '2026-12-17T08:00',
  arrivalLocal: '2026-12-17T10:00',
  durationMinutes: 120,
});
const connection: FlightResult = {
  ...sampleFlightResult,
  id: 'r-connection',
  directions: [
    {
      origin: sheremetyevo,
      destination: pulkovo,
      departureLocal: '2026-12-17T08:00',
      arrivalLocal: '2026-12-17T10:00',
      durationMinutes: 360,
      stops: 1,
      segments: [segment('S7 1', sheremetyevo, kazan, { code: 'S7', name: 'S7 Airlines' }), segment('SU 2', kazan, pulkovo)],
      layovers: [{ airport: kazan, nextAirport: kazan, durationMinutes: 90, airportChange: false, overnight: false }],
    },
  ],
  carriers: [
    { code: 'S7', name: 'S7 Airlines' },
    { code: 'SU', name: 'Аэрофлот' },
  ],
};

describe('the compact form of search results', () => {
  it('expands back to the very results it was made from', () => {
    const results = [sampleFlightResult, connection, { ...sampleFlightResult, id: 'r-3' }].map(({ displayPrice: _, ...result }: FlightResult) => result);
    expect(expandResults(compactResults(results))).toEqual(results);
  });

  it('writes each place, carrier and fare family once, however many results name them', () => {
    const compact = compactResults(Array.from({ length: 30 }, (_, i) => ({ ...connection, id: `r-${i}` })));
    expect(Object.keys(compact.places).sort()).toEqual(['KZN', 'LED', 'SVO']);
    expect(compact.carriers).toEqual({ S7: 'S7 Airlines', SU: 'Аэрофлот' });
    expect(compact.fares).toHaveLength(connection.fares.length);
    expect(JSON.stringify(compact).match(/Шереметьево/g)).toHaveLength(1);
  });

  it('refuses an answer whose items name a place, carrier or fare it does not carry', () => {
    const page = { searchId: 's', searchString: 'x', params: {}, allowAirportChange: false, progress: 34, complete: false, cursor: 1, total: 1 };
    const compact = compactResults([connection]);
    const { KZN: _, ...withoutKazan } = compact.places;
    expect(() => expandResults({ ...compact, places: withoutKazan })).toThrow(TypeError);
    const params = { origin: 'MOW', destination: 'LED', departureDate: '2026-12-17', returnDate: null, adults: 1, children: 0, infants: 0, isBusiness: false };
    expect(v.safeParse(searchPageSchema, { ...page, params, ...compact }).success).toBe(true);
    expect(v.safeParse(searchPageSchema, { ...page, params, ...compact, carriers: {} }).success).toBe(false);
    expect(v.safeParse(searchPageSchema, { ...page, params, ...compact, fares: [] }).success).toBe(false);
  });
});
