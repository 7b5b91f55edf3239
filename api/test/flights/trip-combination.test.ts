import { MIN_LEG_CONNECTION_MINUTES } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { buildItinerary, legFollows, legsConnect } from '../../src/flights/search/connection-search.js';
import type { Flight } from '../../src/flights/schedule/flight-types.js';
import { BEAM_WIDTH, combineLegs, toTrip, type PricedItinerary } from '../../src/flights/search/trip-search.js';

const HOUR = 3600_000;
/** A flight of a test world where every airport keeps UTC: local times read straight from the instant. */
function flight(id: string, origin: string, destination: string, departureIso: string, hours: number, carrier = 'SU'): Flight {
  const departureUtc = Date.parse(`${departureIso}Z`);
  const arrivalUtc = departureUtc + hours * HOUR;
  const local = (utc: number) => new Date(utc).toISOString().slice(0, 16);
  return {
    id,
    carrier,
    flightNumber: `${carrier} ${id}`,
    origin,
    destination,
    departureLocal: local(departureUtc),
    arrivalLocal: local(arrivalUtc),
    departureUtc,
    arrivalUtc,
    durationMinutes: hours * 60,
    distanceKm: 1000,
    aircraft: 'A320',
    capacity: { economy: 150, business: 12 },
    seatsLeftBase: { economy: 100, business: 8 },
    priceNoise: 0,
  };
}

const priced = (flights: Flight[], adultBase: number, seatsLeft = 50): PricedItinerary => ({ itinerary: buildItinerary(flights), adultBase, seatsLeft });
const end = (airport: string, iso: string) => ({ airport, utc: Date.parse(`${iso}Z`), local: iso });

describe('the rule between legs', () => {
  it('at the same airport: at least two hours after landing, whatever the day', () => {
    expect(MIN_LEG_CONNECTION_MINUTES).toBe(120);
    expect(legsConnect(end('IST', '2026-12-25T10:00'), end('IST', '2026-12-25T12:00'))).toBe(true);
    expect(legsConnect(end('IST', '2026-12-25T10:00'), end('IST', '2026-12-25T11:59'))).toBe(false);
    expect(legsConnect(end('IST', '2026-12-25T23:30'), end('IST', '2026-12-26T00:30'))).toBe(false);
    expect(legsConnect(end('IST', '2026-12-25T23:30'), end('IST', '2026-12-26T01:30'))).toBe(true);
  });

  it('from another airport (an open jaw, another airport of the city): also a later local day', () => {
    expect(legsConnect(end('LED', '2026-12-25T10:00'), end('KGD', '2026-12-25T20:00'))).toBe(false);
    expect(legsConnect(end('SVO', '2026-12-25T10:00'), end('DME', '2026-12-25T20:00'))).toBe(false);
    expect(legsConnect(end('LED', '2026-12-25T10:00'), end('KGD', '2026-12-26T06:00'))).toBe(true);
    // A later day that is not two hours later (time zones) still does not connect.
    expect(legsConnect(end('LED', '2026-12-25T23:00'), end('KGD', '2026-12-26T00:30'))).toBe(false);
  });

  it('reads an itinerary by its last flight landing and the next one its first leaving', () => {
    const there = buildItinerary([flight('1', 'SVO', 'KZN', '2026-12-25T06:00', 1), flight('2', 'KZN', 'IST', '2026-12-25T09:00', 4)]);
    expect(legFollows(there, buildItinerary([flight('3', 'IST', 'AYT', '2026-12-25T15:00', 1)]))).toBe(true);
    expect(legFollows(there, buildItinerary([flight('4', 'IST', 'AYT', '2026-12-25T14:00', 1)]))).toBe(false);
  });
});

describe('combining legs into trips', () => {
  const day1 = [priced([flight('A1', 'SVO', 'IST', '2026-12-25T08:00', 4)], 10_000), priced([flight('A2', 'SVO', 'IST', '2026-12-25T18:00', 4)], 7_000)];
  const day2 = [
    priced([flight('B1', 'IST', 'AYT', '2026-12-25T15:00', 1)], 3_000),
    priced([flight('B2', 'IST', 'AYT', '2026-12-26T09:00', 1)], 4_000),
    priced([flight('B3', 'IST', 'ESB', '2026-12-26T09:00', 1), flight('B4', 'ESB', 'AYT', '2026-12-26T11:00', 1)], 2_000),
  ];
  const day3 = [priced([flight('C1', 'AYT', 'SVO', '2026-12-26T20:00', 4, 'TK')], 9_000, 3)];

  it('prices a trip as the sum of its legs’ own fares, with the fewest seats and every carrier', () => {
    const trip = toTrip([day1[0]!, day2[0]!, day3[0]!]);
    expect(trip.id).toBe('A1~B1~C1');
    expect(trip.adultBase).toBe(22_000);
    expect(trip.seatsLeft).toBe(3);
    expect(trip.carriers).toEqual(['SU', 'TK']);
    expect(trip.durationMinutes).toBe(9 * 60);
    expect(trip.stops).toBe(0);
  });

  it('keeps only trips whose legs follow the rule, and in each phase only those with its stop count', () => {
    const nonStop = combineLegs([day1, day2.slice(0, 2), day3], 0).map((t) => t.id);
    // A2 lands 22:00: B1 (15:00 that day) is too early; B2 and then C1 follow.
    expect(nonStop.sort()).toEqual(['A1~B1~C1', 'A1~B2~C1', 'A2~B2~C1']);
    const oneStop = combineLegs([day1, day2, day3], 1).map((t) => t.id);
    expect(oneStop.sort()).toEqual(['A1~B3_B4~C1', 'A2~B3_B4~C1']);
  });

  it('stays small for six legs of many itineraries each: the beam keeps the best partial trips', () => {
    const legs = Array.from({ length: 6 }, (_, leg) =>
      Array.from({ length: 35 }, (_, i) =>
        priced([flight(`L${leg}-${i}`, `P${leg}`, `P${leg + 1}`, `2026-12-${String(20 + leg).padStart(2, '0')}T06:00`, 1)], 1000 + i),
      ),
    );
    const started = performance.now();
    const trips = combineLegs(legs, 0);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(trips).toHaveLength(BEAM_WIDTH);
    // The cheapest trip of all (the cheapest itinerary of every leg) survives the beam.
    expect(trips.map((t) => t.adultBase).sort((a, b) => a - b)[0]).toBe(6 * 1000);
    for (const trip of trips) for (let i = 1; i < 6; i += 1) expect(legFollows(trip.directions[i - 1]!, trip.directions[i]!)).toBe(true);
  });
});
