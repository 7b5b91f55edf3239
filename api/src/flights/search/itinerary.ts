// How flights join into a trip, in one place: the connection rules (minimum connection, layovers,
// detours, the rule between legs) and the itinerary, one direction's flights with the layovers between them.
import { MIN_LEG_CONNECTION_MINUTES } from 'shared/node';
import type { Flight } from '../schedule/flight-types.js';
import type { RouteNetwork } from '../schedule/route-network.js';

/** Minimum connection time: big hubs need longer walks; changing airports needs a transfer. */
export const MCT_HUB_MINUTES = 60;
export const MCT_MINUTES = 45;
export const MCT_AIRPORT_CHANGE_MINUTES = 180;
/** Longest layover offered with one stop, and per layover with two stops. */
export const MAX_LAYOVER_ONE_STOP_MINUTES = 20 * 60;
export const MAX_LAYOVER_TWO_STOPS_MINUTES = 12 * 60;
/** An airport with this many routes is big enough to connect through. */
export const CONNECTION_AIRPORT_MIN_ROUTES = 25;
const HUB_MIN_ROUTES = 60;

export function minimumConnectionMinutes(network: RouteNetwork, airport: string, airportChange: boolean): number {
  if (airportChange) return MCT_AIRPORT_CHANGE_MINUTES;
  return network.from(airport).length >= HUB_MIN_ROUTES ? MCT_HUB_MINUTES : MCT_MINUTES;
}

/**
 * Connections that go too far out of the way are not offered (nobody flies MOW–LED via Dubai),
 * but the allowance is generous: Surgut–Novosibirsk via Moscow is how Russians really fly.
 */
export function isReasonableDetour(directKm: number, legsKm: number, stops: number): boolean {
  return stops === 1 ? legsKm <= directKm * 2.2 + 4000 : legsKm <= directKm * 2 + 5000;
}

/** Two-stop trips are searched only when there are fewer non-stop and one-stop ones than this. */
export const TWO_STOPS_WHEN_FEWER_THAN = 30;
/** Two-stop trips kept per pair of connection airports: more only repeat the same path later. */
export const TWO_STOPS_PER_HUB_PAIR = 4;

/** Where and when one leg of a trip lands, and the next leaves (local times 'YYYY-MM-DDTHH:mm'). */
export interface LegEnd {
  airport: string;
  utc: number;
  local: string;
}

/**
 * The rule between the legs of a trip (a return's way back too): the next leg leaves at least
 * MIN_LEG_CONNECTION_MINUTES after the last one lands; from another airport than the one landed at
 * (an open jaw, another airport of the city) it also leaves on a later local day, since the
 * traveller crosses over on their own.
 */
export function legsConnect(landed: LegEnd, leaves: LegEnd): boolean {
  if (leaves.utc - landed.utc < MIN_LEG_CONNECTION_MINUTES * 60_000) return false;
  return leaves.airport === landed.airport || leaves.local.slice(0, 10) > landed.local.slice(0, 10);
}

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

/** Whether `next` may follow `previous` in one trip (the rule between legs, `legsConnect`). */
export function legFollows(previous: Itinerary, next: Itinerary): boolean {
  const landed = previous.segments[previous.segments.length - 1]!;
  const leaves = next.segments[0]!;
  return legsConnect(
    { airport: landed.destination, utc: landed.arrivalUtc, local: landed.arrivalLocal },
    { airport: leaves.origin, utc: leaves.departureUtc, local: leaves.departureLocal },
  );
}
