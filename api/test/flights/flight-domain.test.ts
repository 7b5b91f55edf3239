import { describe, expect, it } from 'vitest';
import { flightDomain } from '../../src/flights/flight-domain.js';
import { greatCircleKm } from '../../src/flights/reference/geo.js';
import { localToUtcMs, utcMsToLocal } from '../../src/flights/reference/time-zones.js';
import { generatedSeatsOnly } from '../../src/flights/search/seat-store.js';
import { SALES_CLOSE_MINUTES, TripSearch } from '../../src/flights/search/trip-search.js';
import { allowedDocumentTypes } from '../../src/flights/offers/allowed-documents.js';

const domain = flightDomain();
const { reference, flights, network, places } = domain;

describe('reference data', () => {
  it('has enough airports, cities and airlines, each complete', () => {
    expect(reference.airports.length).toBeGreaterThanOrEqual(120);
    expect(reference.cities.length).toBeGreaterThanOrEqual(100);
    expect(reference.airlines.length).toBeGreaterThanOrEqual(15);
    for (const city of reference.cities) {
      expect(city.cases.locative).toMatch(/^(в|во|на) /);
      expect(city.cases.genitive).toMatch(/^(из|с) /);
      expect(reference.country(city.country)).toBeDefined();
      expect(reference.airportsOfCity(city.code).length).toBeGreaterThan(0);
    }
    for (const airport of reference.airports) expect(Math.abs(airport.lat) <= 90 && Math.abs(airport.lon) <= 180).toBe(true);
    for (const code of ['IST', 'AYT', 'DXB', 'BKK', 'HKT', 'TBS', 'EVN', 'BAK', 'TAS', 'ALA', 'FRU', 'BJS', 'CAI', 'SSH', 'HRG', 'MLE', 'CMB', 'GOI']) {
      expect(reference.city(code), code).toBeDefined();
    }
  });

  it('resolves a city code to all its airports', () => {
    expect(reference.resolvePlace('MOW')?.airports.map((a) => a.code)).toEqual(['SVO', 'DME', 'VKO', 'ZIA']);
    expect(reference.resolvePlace('SVO')?.airports.map((a) => a.code)).toEqual(['SVO']);
    expect(reference.resolvePlace('XXX')).toBeNull();
  });
});

describe('autocomplete', () => {
  it('reads the wrong keyboard layout both ways', () => {
    expect(places.search('vjcrdf')[0]?.city).toBe('Москва');
    expect(places.search('ьщысщц')[0]?.city).toBe('Москва');
    expect(places.search('Cfyrn')[0]?.cityId).toBe('LED');
  });

  it('matches later words and ranks by popularity', () => {
    expect(places.search('петер')[0]?.cityId).toBe('LED');
    expect(places.search('шейх')[0]?.cityId).toBe('SSH');
    expect(places.search('an')[0]?.cityId).toBe('AYT');
  });
});

describe('schedules', () => {
  const day = '2027-03-10';

  it('are deterministic and repeat weekly', () => {
    const a = flights.departuresTo('SVO', day, 'LED').map((f) => f.id);
    expect(a.length).toBeGreaterThan(3);
    expect(flights.departuresTo('SVO', day, 'LED').map((f) => f.id)).toEqual(a);
    const nextWeek = flights.departuresTo('SVO', '2027-03-17', 'LED').map((f) => f.id.replace('20270317', '20270310'));
    expect(nextWeek).toEqual(a);
    expect(flights.flightById(a[0]!)?.id).toBe(a[0]);
    expect(flights.flightById('XX1-AAABBB-20270310')).toBeNull();
  });

  it('have realistic times, durations from distance and local clocks', () => {
    for (const flight of flights.departures('SVO', day)) {
      const hour = Number(flight.departureLocal.slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(6);
      expect(hour).toBeLessThanOrEqual(23);
      expect(flight.durationMinutes).toBeGreaterThanOrEqual(Math.round((flight.distanceKm / 800) * 60));
      expect(flight.seatsLeftBase.economy).toBeLessThanOrEqual(flight.capacity.economy);
    }
    const toVvo = flights.departuresTo('SVO', day, 'VVO')[0]!;
    // Moscow UTC+3, Vladivostok UTC+10: the wall clock moves 7 hours on top of the flight time.
    const departure = Date.parse(`${toVvo.departureLocal}:00Z`);
    const arrival = Date.parse(`${toVvo.arrivalLocal}:00Z`);
    expect((arrival - departure) / 60_000).toBe(toVvo.durationMinutes + 7 * 60);
    expect(greatCircleKm(reference.airport('SVO')!, reference.airport('LED')!)).toBeGreaterThan(590);
  });

  it('converts local time with time zones', () => {
    const utc = localToUtcMs('Asia/Vladivostok', '2027-01-15', 10 * 60);
    expect(new Date(utc).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(utcMsToLocal('Europe/London', Date.parse('2027-07-01T12:00:00Z'))).toBe('2027-07-01T13:00');
  });

  it('network connects every city', () => {
    for (const airport of reference.airports) expect(network.from(airport.code).length, airport.code).toBeGreaterThan(0);
  });
});

describe('connection search', () => {
  const search = (origin: string, destination: string, allowAirportChange = false) =>
    new TripSearch(
      domain.engine,
      reference,
      { origin, destination, departureDate: '2027-03-10', returnDate: null, adults: 1, children: 0, infants: 0, isBusiness: false },
      generatedSeatsOnly,
      '2027-02-01',
      allowAirportChange,
    );

  it('leaves out the flights whose sales have closed: leaving within an hour, or gone', () => {
    // the search's day at 12:00 Moscow time: every trip found leaves after 13:00; the same search a day earlier finds the morning's
    const noon = Date.parse('2027-03-10T12:00:00+03:00');
    const at = (nowMs: number) =>
      new TripSearch(
        domain.engine,
        reference,
        { origin: 'MOW', destination: 'AYT', departureDate: '2027-03-10', returnDate: null, adults: 1, children: 0, infants: 0, isBusiness: false },
        generatedSeatsOnly,
        '2027-03-10',
        false,
        nowMs,
      ).runPhase(0);
    const firstDepartures = (trips: ReturnType<typeof at>) => trips.map((trip) => trip.directions[0]!.segments[0]!.departureUtc);
    const dayBefore = firstDepartures(at(noon - 24 * 3_600_000));
    expect(dayBefore.some((departure) => departure <= noon + SALES_CLOSE_MINUTES * 60_000)).toBe(true);
    const atNoon = firstDepartures(at(noon));
    expect(atNoon.length).toBeGreaterThan(0);
    expect(atNoon.every((departure) => departure > noon + SALES_CLOSE_MINUTES * 60_000)).toBe(true);
  });

  it('finds direct flights first, then connections that respect MCT and the airport rule', () => {
    const trip = search('MOW', 'AYT');
    const direct = trip.runPhase(0);
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((t) => t.stops === 0)).toBe(true);
    const oneStop = trip.runPhase(1);
    expect(oneStop.length).toBeGreaterThan(0);
    for (const t of oneStop) {
      const [first, second] = t.directions[0]!.segments;
      expect(first!.destination).toBe(second!.origin);
      expect(second!.departureUtc - first!.arrivalUtc).toBeGreaterThanOrEqual(45 * 60_000);
    }
  });

  it('changes airports only with the flag and with a long transfer', () => {
    const results = search('KZN', 'KGD', true);
    const all = [0, 1, 2].flatMap((p) => results.runPhase(p as 0 | 1 | 2));
    const changes = all.flatMap((t) => t.directions[0]!.layovers).filter((l) => l.airportChange);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change.minutes).toBeGreaterThanOrEqual(180);
    const strict = search('KZN', 'KGD', false);
    const none = [0, 1, 2].flatMap((p) => strict.runPhase(p as 0 | 1 | 2)).flatMap((t) => t.directions[0]!.layovers);
    expect(none.every((l) => !l.airportChange)).toBe(true);
  });

  it('uses two connections when simpler trips are scarce', () => {
    const trip = search('DYR', 'GOI');
    const phases = [0, 1, 2].map((p) => trip.runPhase(p as 0 | 1 | 2));
    expect(phases[2]!.length).toBeGreaterThan(0);
    expect(phases[2]!.every((t) => t.stops === 2)).toBe(true);
  });

  it('allows Russian documents only inside Russia and the EAEU', () => {
    expect(allowedDocumentTypes(reference, ['SVO', 'LED'])).toContain('PASSPORT');
    expect(allowedDocumentTypes(reference, ['SVO', 'ALA'])).toContain('PASSPORT');
    expect(allowedDocumentTypes(reference, ['SVO', 'IST', 'ALA'])).toEqual(['INT_PASSPORT', 'FOREIGN_PASSPORT']);
  });
});
