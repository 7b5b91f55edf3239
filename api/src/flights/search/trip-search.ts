import { searchLegs, type FlightSearchParams } from 'shared/node';
import { directionBaseFare } from '../pricing/pricing.js';
import type { ReferenceData } from '../reference/reference-data.js';
import type { Cabin } from '../schedule/flight-types.js';
import { legFollows, TWO_STOPS_WHEN_FEWER_THAN, type ConnectionSearch, type DirectionQuery, type Itinerary } from './connection-search.js';
import type { SeatAvailability } from './seat-store.js';

/** One bookable trip: one itinerary per direction, priced for an adult before the fare family. */
export interface TripResult {
  /** Directions joined by '~', flights by '_': enough to rebuild the trip anywhere. */
  id: string;
  directions: readonly Itinerary[];
  /** Adult base fare of each direction (roubles, unrounded): each is priced on its own. */
  directionBases: readonly number[];
  /** Their sum, to rank trips by. */
  adultBase: number;
  seatsLeft: number;
  carriers: readonly string[];
  /** Sum of the directions' travel times. */
  durationMinutes: number;
  /** The most stops of any direction. */
  stops: number;
}

export interface PricedItinerary {
  itinerary: Itinerary;
  adultBase: number;
  seatsLeft: number;
}

/** Sales of a flight close this long before it leaves (docs/product-rules.md, "Flight search"). */
export const SALES_CLOSE_MINUTES = 60;

/** What an offer for a flight whose sales have closed answers (409); «меньше часа» is SALES_CLOSE_MINUTES in words. */
export const salesClosedMessage = (flightNumber: string) => `Продажа билетов на рейс ${flightNumber} закрыта: до вылета меньше часа. Выберите другой вариант`;

/** Whether a flight is still sold at `nowMs`: it leaves more than SALES_CLOSE_MINUTES later. */
export function stillOnSale(flight: { departureUtc: number }, nowMs: number): boolean {
  return flight.departureUtc - nowMs > SALES_CLOSE_MINUTES * 60_000;
}

/** How many itineraries per leg are combined into trips in each phase (a one-way search takes all). */
const LEG_CHEAPEST = 25;
const LEG_FASTEST = 10;
/** Results added per phase at most. */
const PHASE_LIMIT = 200;
/** Partial trips kept after each leg (a beam), apart for those with this phase's stops and those still needing them: enough for every return pair. */
export const BEAM_WIDTH = PHASE_LIMIT;

export type SearchPhase = 0 | 1 | 2;
export const SEARCH_PHASES: readonly SearchPhase[] = [0, 1, 2];

/**
 * A search for trips runs in phases by stops (non-stop, one, two), so results show while later phases run; each phase
 * returns only its new trips. One engine for every shape: its legs are `searchLegs(params)`.
 */
export class TripSearch {
  private readonly byStops: PricedItinerary[][][] = [];
  private readonly legs: DirectionQuery[];
  readonly cabin: Cabin;

  constructor(
    private readonly engine: ConnectionSearch,
    reference: ReferenceData,
    readonly params: FlightSearchParams,
    private readonly seats: SeatAvailability,
    private readonly todayIso: string,
    allowAirportChange: boolean,
    /** The moment the search runs: flights whose sales have closed by then are left out. */
    private readonly nowMs = Date.now(),
  ) {
    this.cabin = params.isBusiness ? 'business' : 'economy';
    const airportsOf = (code: string) => reference.resolvePlace(code)?.airports.map((a) => a.code) ?? [];
    this.legs = searchLegs(params).map((leg) => ({
      originAirports: airportsOf(leg.origin),
      destinationAirports: airportsOf(leg.destination),
      date: leg.date,
      allowAirportChange,
    }));
  }

  runPhase(stops: SearchPhase): TripResult[] {
    const seated = this.params.adults + this.params.children;
    this.legs.forEach((query, index) => {
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
        if (!stillOnSale(itinerary.segments[0]!, this.nowMs)) continue;
        const segments = itinerary.segments.map((flight) => ({ flight, seatsLeft: this.seats.seatsLeft(flight, this.cabin) }));
        const seatsLeft = Math.min(...segments.map((s) => s.seatsLeft));
        if (seatsLeft < seated) continue;
        priced.push({ itinerary, seatsLeft, adultBase: directionBaseFare(segments, this.cabin, this.todayIso) });
      }
      (this.byStops[index] ??= [])[stops] = priced;
    });
    const trips =
      this.legs.length === 1
        ? (this.byStops[0]?.[stops] ?? []).map((p) => toTrip([p]))
        : combineLegs(
            this.legs.map((_, index) => shortlist((this.byStops[index] ?? []).slice(0, stops + 1).flat())),
            stops,
          );
    return trips.sort((a, b) => roughScore(a) - roughScore(b)).slice(0, PHASE_LIMIT);
  }
}

interface PartialTrip {
  parts: PricedItinerary[];
  score: number;
  /** Some leg has this phase's stop count (trips without one came in an earlier phase). */
  reached: boolean;
}

/**
 * Trips of one itinerary per leg, each following the last by the rule between legs, with exactly `stops` at most: after
 * each leg only the BEAM_WIDTH best partial trips of each kind go on, so work grows with the legs, not their product.
 */
export function combineLegs(shortlists: readonly PricedItinerary[][], stops: number): TripResult[] {
  let partials: PartialTrip[] = [{ parts: [], score: 0, reached: false }];
  for (const candidates of shortlists) {
    const reached: PartialTrip[] = [];
    const notYet: PartialTrip[] = [];
    for (const partial of partials) {
      const previous = partial.parts[partial.parts.length - 1];
      for (const next of candidates) {
        if (previous && !legFollows(previous.itinerary, next.itinerary)) continue;
        const extended = {
          parts: [...partial.parts, next],
          score: partial.score + itineraryScore(next),
          reached: partial.reached || next.itinerary.stops === stops,
        };
        (extended.reached ? reached : notYet).push(extended);
      }
    }
    const best = (list: PartialTrip[]) => list.sort((a, b) => a.score - b.score).slice(0, BEAM_WIDTH);
    partials = [...best(reached), ...best(notYet)];
  }
  return partials.filter((partial) => partial.reached).map((partial) => toTrip(partial.parts));
}

/** The cheapest and the fastest itineraries of a leg (trips combine only these). */
function shortlist(items: PricedItinerary[]): PricedItinerary[] {
  const cheapest = [...items].sort((a, b) => a.adultBase - b.adultBase).slice(0, LEG_CHEAPEST);
  const fastest = [...items].sort((a, b) => a.itinerary.durationMinutes - b.itinerary.durationMinutes).slice(0, LEG_FASTEST);
  return [...new Set([...cheapest, ...fastest])];
}

/** Each combination keeps its own fare per leg: the trip's fare is their sum. */
export function toTrip(parts: readonly PricedItinerary[]): TripResult {
  const carriers = new Set<string>();
  for (const part of parts) for (const flight of part.itinerary.segments) carriers.add(flight.carrier);
  return {
    id: parts.map((p) => p.itinerary.key).join('~'),
    directions: parts.map((p) => p.itinerary),
    directionBases: parts.map((p) => p.adultBase),
    adultBase: parts.reduce((sum, p) => sum + p.adultBase, 0),
    seatsLeft: Math.min(...parts.map((p) => p.seatsLeft)),
    carriers: [...carriers],
    durationMinutes: parts.reduce((sum, p) => sum + p.itinerary.durationMinutes, 0),
    stops: Math.max(...parts.map((p) => p.itinerary.stops)),
  };
}

/** Cheap and quick first (an hour is worth about 1,000 ₽ here); a trip's is the sum of its legs'. */
function itineraryScore(part: PricedItinerary): number {
  return part.adultBase + (part.itinerary.durationMinutes / 60) * 1000;
}

function roughScore(trip: TripResult): number {
  return trip.adultBase + (trip.durationMinutes / 60) * 1000;
}
