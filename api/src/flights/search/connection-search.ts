// How flights join into a trip: the connection rules, the itinerary (one direction's flights and layovers), and the
// engine that finds a direction's itineraries with 0, 1 or 2 connections.
import { addDaysIso, MIN_LEG_CONNECTION_MINUTES } from 'shared/node';
import type { ReferenceData } from '../reference/reference-data.js';
import { greatCircleKm } from '../reference/geo.js';
import type { FlightGenerator } from '../schedule/flight-generator.js';
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
 * The rule between the legs of a trip: the next leaves at least MIN_LEG_CONNECTION_MINUTES after the last lands, and from
 * another airport (an open jaw) on a later local day too, since the traveller crosses over on their own.
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

export interface DirectionQuery {
  originAirports: readonly string[];
  destinationAirports: readonly string[];
  /** Local departure day at the origin. */
  date: string;
  allowAirportChange: boolean;
}

/** Memoised: date arithmetic is the hottest call of a search otherwise. */
const nextDays = new Map<string, string>();
function nextDay(isoDay: string): string {
  let next = nextDays.get(isoDay);
  if (next === undefined) {
    next = addDaysIso(isoDay, 1);
    if (nextDays.size > 2000) nextDays.clear();
    nextDays.set(isoDay, next);
  }
  return next;
}

/** Per (flight, next-flight) pair we keep only the earliest few onward options: later ones only wait longer. */
const ONWARD_OPTIONS = 3;
const TWO_STOP_ONWARD_OPTIONS = 2;

/**
 * Finds a direction's itineraries with 0, 1 or 2 connections over the generator's per-day departure lists: onward legs
 * from connection airports with a route to the destination, within connection times, same airport unless allowed, not out of the way.
 */
export class ConnectionSearch {
  private readonly connectionAirports: Set<string>;

  constructor(
    private readonly reference: ReferenceData,
    private readonly network: RouteNetwork,
    private readonly flights: FlightGenerator,
  ) {
    this.connectionAirports = new Set(reference.airports.filter((a) => network.from(a.code).length >= CONNECTION_AIRPORT_MIN_ROUTES).map((a) => a.code));
  }

  direct(query: DirectionQuery): Itinerary[] {
    const targets = new Set(query.destinationAirports);
    const result: Itinerary[] = [];
    for (const origin of query.originAirports) {
      for (const target of targets) {
        for (const flight of this.flights.departuresTo(origin, query.date, target)) result.push(buildItinerary([flight]));
      }
    }
    return result;
  }

  oneStop(query: DirectionQuery): Itinerary[] {
    const ctx = this.context(query);
    const result: Itinerary[] = [];
    for (const origin of query.originAirports) {
      for (const first of this.flights.departures(origin, query.date)) {
        const hub = first.destination;
        if (!this.canConnectAt(hub, ctx)) continue;
        for (const [departAirport, change] of this.onwardAirports(hub, query.allowAirportChange)) {
          for (const target of ctx.targets) {
            const route = this.network.route(departAirport, target);
            if (!route) continue;
            if (!isReasonableDetour(ctx.directKm, first.distanceKm + route.distanceKm, 1)) continue;
            const options = this.onward(first, departAirport, target, change, MAX_LAYOVER_ONE_STOP_MINUTES, ONWARD_OPTIONS);
            for (const second of options) result.push(buildItinerary([first, second]));
          }
        }
      }
    }
    return result;
  }

  twoStops(query: DirectionQuery): Itinerary[] {
    const ctx = this.context(query);
    // Second connection points: connection airports with a route into the destination.
    const lastHubs = new Map<string, string[]>();
    for (const target of ctx.targets) {
      for (const route of this.network.to(target)) {
        if (!this.canConnectAt(route.origin, ctx)) continue;
        const list = lastHubs.get(route.origin) ?? [];
        list.push(target);
        lastHubs.set(route.origin, list);
      }
    }
    const result: Itinerary[] = [];
    const perHubPair = new Map<string, number>();
    for (const origin of query.originAirports) {
      for (const first of this.flights.departures(origin, query.date)) {
        const hub1 = first.destination;
        if (!this.canConnectAt(hub1, ctx) || ctx.targets.has(hub1)) continue;
        const hub1City = this.reference.airport(hub1)!.cityCode;
        for (const route of this.network.from(hub1)) {
          const targetsFromHub2 = lastHubs.get(route.destination);
          if (!targetsFromHub2) continue;
          const pairKey = hub1 + route.destination;
          if ((perHubPair.get(pairKey) ?? 0) >= TWO_STOPS_PER_HUB_PAIR) continue;
          if (this.reference.airport(route.destination)!.cityCode === hub1City) continue;
          for (const target of targetsFromHub2) {
            const lastRoute = this.network.route(route.destination, target)!;
            const legsKm = first.distanceKm + route.distanceKm + lastRoute.distanceKm;
            if (!isReasonableDetour(ctx.directKm, legsKm, 2)) continue;
            const seconds = this.onward(first, hub1, route.destination, false, MAX_LAYOVER_TWO_STOPS_MINUTES, TWO_STOP_ONWARD_OPTIONS);
            for (const second of seconds) {
              const thirds = this.onward(second, route.destination, target, false, MAX_LAYOVER_TWO_STOPS_MINUTES, TWO_STOP_ONWARD_OPTIONS);
              for (const third of thirds) {
                result.push(buildItinerary([first, second, third]));
                perHubPair.set(pairKey, (perHubPair.get(pairKey) ?? 0) + 1);
              }
            }
          }
        }
      }
    }
    return result;
  }

  private context(query: DirectionQuery) {
    const origin = this.reference.airport(query.originAirports[0]!)!;
    const destination = this.reference.airport(query.destinationAirports[0]!)!;
    return {
      targets: new Set(query.destinationAirports),
      originCity: origin.cityCode,
      destinationCity: destination.cityCode,
      directKm: greatCircleKm(origin, destination),
    };
  }

  /** A connection point must be a real hub and not in the origin or destination city. */
  private canConnectAt(airport: string, ctx: { originCity: string; destinationCity: string }): boolean {
    if (!this.connectionAirports.has(airport)) return false;
    const city = this.reference.airport(airport)!.cityCode;
    return city !== ctx.originCity && city !== ctx.destinationCity;
  }

  /** Where the next flight may leave from: the same airport, or (if allowed) another one of the city. */
  private onwardAirports(airport: string, allowAirportChange: boolean): [string, boolean][] {
    const options: [string, boolean][] = [[airport, false]];
    if (allowAirportChange) {
      const city = this.reference.airport(airport)!.cityCode;
      for (const sibling of this.reference.airportsOfCity(city)) if (sibling.code !== airport) options.push([sibling.code, true]);
    }
    return options;
  }

  /** The earliest `limit` flights from `from` to `to` that make the connection after `arrived`. */
  private onward(arrived: Flight, from: string, to: string, airportChange: boolean, maxLayover: number, limit: number): Flight[] {
    const earliest = arrived.arrivalUtc + minimumConnectionMinutes(this.network, arrived.destination, airportChange) * 60_000;
    const latest = arrived.arrivalUtc + maxLayover * 60_000;
    const arrivalDay = arrived.arrivalLocal.slice(0, 10);
    const found: Flight[] = [];
    for (const day of [arrivalDay, nextDay(arrivalDay)]) {
      for (const flight of this.flights.departuresTo(from, day, to)) {
        if (flight.departureUtc < earliest) continue;
        if (flight.departureUtc > latest) return found;
        found.push(flight);
        if (found.length >= limit) return found;
      }
    }
    return found;
  }
}
