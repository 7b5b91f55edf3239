import type { Flight } from '../schedule/flight-types.js';
import { legsConnect } from './connection-rules.js';

export interface Layover {
  /** Where the traveller arrives. */
  airport: string;
  /** Where the next flight leaves (differs only with an airport change). */
  nextAirport: string;
  minutes: number;
  airportChange: boolean;
  /** The next flight leaves on a later local day. */
  overnight: boolean;
}

/** One direction of a trip: flights in order with the layovers between them. */
export interface Itinerary {
  key: string;
  segments: readonly Flight[];
  layovers: readonly Layover[];
  departureUtc: number;
  arrivalUtc: number;
  durationMinutes: number;
  stops: number;
}

export function buildItinerary(segments: readonly Flight[]): Itinerary {
  const layovers: Layover[] = [];
  for (let i = 1; i < segments.length; i += 1) {
    const arrived = segments[i - 1]!;
    const next = segments[i]!;
    layovers.push({
      airport: arrived.destination,
      nextAirport: next.origin,
      minutes: Math.round((next.departureUtc - arrived.arrivalUtc) / 60_000),
      airportChange: arrived.destination !== next.origin,
      overnight: next.departureLocal.slice(0, 10) > arrived.arrivalLocal.slice(0, 10),
    });
  }
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  return {
    key: segments.map((s) => s.id).join('_'),
    segments,
    layovers,
    departureUtc: first.departureUtc,
    arrivalUtc: last.arrivalUtc,
    durationMinutes: Math.round((last.arrivalUtc - first.departureUtc) / 60_000),
    stops: segments.length - 1,
  };
}

/** Whether `next` may follow `previous` in one trip (the rule between legs, connection-rules.ts). */
export function legFollows(previous: Itinerary, next: Itinerary): boolean {
  const landed = previous.segments[previous.segments.length - 1]!;
  const leaves = next.segments[0]!;
  return legsConnect(
    { airport: landed.destination, utc: landed.arrivalUtc, local: landed.arrivalLocal },
    { airport: leaves.origin, utc: leaves.departureUtc, local: leaves.departureLocal },
  );
}
