import type { FlightSearchParams } from 'shared/node';
import { directionBaseFare } from '../pricing/pricing.js';
import type { ReferenceData } from '../reference/reference-data.js';
import type { Cabin } from '../schedule/flight-types.js';
import type { ConnectionSearch, DirectionQuery } from './connection-search.js';
import { TWO_STOPS_WHEN_FEWER_THAN } from './connection-rules.js';
import type { Itinerary } from './itinerary.js';
import type { SeatAvailability } from './seat-availability.js';

/** One bookable trip: one itinerary per direction, priced for an adult before the fare family. */
export interface TripResult {
  /** Directions joined by '~', flights by '_': enough to rebuild the trip anywhere. */
  id: string;
  directions: readonly Itinerary[];
  /** Adult fare of the cheapest family, all directions (roubles, unrounded). */
  adultBase: number;
  seatsLeft: number;
  carriers: readonly string[];
  /** Sum of the directions' travel times. */
  durationMinutes: number;
  /** The most stops of any direction. */
  stops: number;
}

interface PricedItinerary {
  itinerary: Itinerary;
  adultBase: number;
  seatsLeft: number;
}

/** How many itineraries per direction are paired into round trips in each phase. */
const ROUND_TRIP_CHEAPEST = 25;
const ROUND_TRIP_FASTEST = 10;
/** Results added per phase at most. */
const PHASE_LIMIT = 200;

export type SearchPhase = 0 | 1 | 2;
export const SEARCH_PHASES: readonly SearchPhase[] = [0, 1, 2];

/**
 * A search for trips runs in phases by number of stops (non-stop first, then one, then two
 * connections), so results can be shown while later phases still run. Each phase returns only
 * the trips new in that phase.
 */
export class TripSearch {
  private readonly byStops: PricedItinerary[][][] = [];
  private readonly directions: DirectionQuery[];
  readonly cabin: Cabin;

  constructor(
    private readonly engine: ConnectionSearch,
    reference: ReferenceData,
    readonly params: FlightSearchParams,
    private readonly seats: SeatAvailability,
    private readonly todayIso: string,
    allowAirportChange: boolean,
  ) {
    this.cabin = params.isBusiness ? 'business' : 'economy';
    const airportsOf = (code: string) => reference.resolvePlace(code)?.airports.map((a) => a.code) ?? [];
    const origin = airportsOf(params.origin);
    const destination = airportsOf(params.destination);
    this.directions = [{ originAirports: origin, destinationAirports: destination, date: params.departureDate, allowAirportChange }];
    if (params.returnDate) {
      this.directions.push({ originAirports: destination, destinationAirports: origin, date: params.returnDate, allowAirportChange });
    }
  }

  runPhase(stops: SearchPhase): TripResult[] {
    const seated = this.params.adults + this.params.children;
    this.directions.forEach((query, index) => {
      const fewerStops = (this.byStops[index] ?? []).reduce((sum, list) => sum + (list?.length ?? 0), 0);
      // Two connections only when the simpler trips are scarce (as travellers would choose).
      const found =
        stops === 0
          ? this.engine.direct(query)
          : stops === 1
            ? this.engine.oneStop(query)
            : fewerStops < TWO_STOPS_WHEN_FEWER_THAN
              ? this.engine.twoStops(query)
              : [];
      const priced: PricedItinerary[] = [];
      for (const itinerary of found) {
        const segments = itinerary.segments.map((flight) => ({ flight, seatsLeft: this.seats.seatsLeft(flight, this.cabin) }));
        const seatsLeft = Math.min(...segments.map((s) => s.seatsLeft));
        if (seatsLeft < seated) continue;
        priced.push({ itinerary, seatsLeft, adultBase: directionBaseFare(segments, this.cabin, this.todayIso) });
      }
      (this.byStops[index] ??= [])[stops] = priced;
    });
    const trips = this.directions.length === 1 ? this.oneWay(stops) : this.roundTrips(stops);
    return trips.sort((a, b) => roughScore(a) - roughScore(b)).slice(0, PHASE_LIMIT);
  }

  private oneWay(stops: SearchPhase): TripResult[] {
    return (this.byStops[0]?.[stops] ?? []).map((p) => toTrip([p]));
  }

  /** Pairs where the larger stop count is exactly this phase's (smaller ones came earlier). */
  private roundTrips(stops: SearchPhase): TripResult[] {
    const upTo = (index: number) => shortlist((this.byStops[index] ?? []).slice(0, stops + 1).flat());
    const outbound = upTo(0);
    const inbound = upTo(1);
    // Score pairs first and build only the ones kept: most of the up to 1,600 pairs are dropped.
    const pairs: { out: PricedItinerary; back: PricedItinerary; score: number }[] = [];
    for (const out of outbound) {
      for (const back of inbound) {
        if (Math.max(out.itinerary.stops, back.itinerary.stops) !== stops) continue;
        if (back.itinerary.departureUtc < out.itinerary.arrivalUtc + 2 * 3600_000) continue;
        const score = out.adultBase + back.adultBase + ((out.itinerary.durationMinutes + back.itinerary.durationMinutes) / 60) * 1000;
        pairs.push({ out, back, score });
      }
    }
    pairs.sort((a, b) => a.score - b.score);
    return pairs.slice(0, PHASE_LIMIT).map(({ out, back }) => toTrip([out, back]));
  }
}

/** The cheapest and the fastest itineraries of a direction (round trips pair only these). */
function shortlist(items: PricedItinerary[]): PricedItinerary[] {
  const cheapest = [...items].sort((a, b) => a.adultBase - b.adultBase).slice(0, ROUND_TRIP_CHEAPEST);
  const fastest = [...items].sort((a, b) => a.itinerary.durationMinutes - b.itinerary.durationMinutes).slice(0, ROUND_TRIP_FASTEST);
  return [...new Set([...cheapest, ...fastest])];
}

function toTrip(parts: PricedItinerary[]): TripResult {
  const carriers = new Set<string>();
  for (const part of parts) for (const flight of part.itinerary.segments) carriers.add(flight.carrier);
  return {
    id: parts.map((p) => p.itinerary.key).join('~'),
    directions: parts.map((p) => p.itinerary),
    adultBase: parts.reduce((sum, p) => sum + p.adultBase, 0),
    seatsLeft: Math.min(...parts.map((p) => p.seatsLeft)),
    carriers: [...carriers],
    durationMinutes: parts.reduce((sum, p) => sum + p.itinerary.durationMinutes, 0),
    stops: Math.max(...parts.map((p) => p.itinerary.stops)),
  };
}

/** Within a phase: cheap and quick first (an hour is worth about 1,000 ₽ here). */
function roughScore(trip: TripResult): number {
  return trip.adultBase + (trip.durationMinutes / 60) * 1000;
}
