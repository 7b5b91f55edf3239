// A flight search from its string to its results: the string checked against the places, the phases
// run by the search session store (the id carries the search), each phase's trips ranked best first,
// and a trip written as the FlightResult the site renders.
import {
  decodeSearchString,
  encodeSearchString,
  filterResults,
  NO_FILTERS,
  SEARCH_STRING_MESSAGES,
  SEARCH_STRING_PATTERN,
  searchLegs,
  type FlightDirection,
  type FlightResult,
  type FlightSearchParams,
} from 'shared/node';
import { errors } from '../../http/http-error.js';
import type { FlightDomain } from '../flight-domain.js';
import type { ReferenceData } from '../reference/reference-data.js';
import { fareFamiliesOf, priceFare, type PassengerCounts } from '../pricing/pricing.js';
import type { Cabin, Flight } from '../schedule/flight-types.js';
import { SearchSession, SearchSessionStore, type SearchKind } from '../../search-sessions/search-session-store.js';
import type { Itinerary } from './connection-search.js';
import { seatAvailability, seatDaysOf } from './seat-store.js';
import { SEARCH_PHASES, TripSearch, type TripResult } from './trip-search.js';

/** Decodes a search string and checks every leg's places exist and differ; a Russian 400 otherwise. */
export function parseSearch(domain: FlightDomain, searchString: string, todayIso: string): FlightSearchParams {
  const decoded = decodeSearchString(searchString, todayIso);
  if (!decoded.ok) throw errors.validation({ searchString: decoded.message }, decoded.message);
  searchLegs(decoded.value).forEach((leg, index) => {
    // The first leg's places keep the fields of a simple search; later legs are named by number.
    const fieldOf = (end: 'origin' | 'destination') => (index === 0 ? end : `legs.${index}.${end}`);
    const cityOf = (end: 'origin' | 'destination') => {
      const code = leg[end];
      const place = domain.reference.resolvePlace(code);
      if (!place) {
        const message = `Город или аэропорт с кодом ${code} не найден`;
        throw errors.validation({ [fieldOf(end)]: message, searchString: message }, message);
      }
      return place.city.code;
    };
    if (cityOf('origin') === cityOf('destination')) {
      const message = SEARCH_STRING_MESSAGES.sameCities;
      throw errors.validation({ searchString: message }, message);
    }
  });
  return decoded.value;
}

/**
 * Progressive flight searches (search-session-store.ts): each phase (non-stop, one connection, two) appends its trips.
 * The id carries the search (`MOW2512LED1.0.k3j9x2ab`: string and airport-change flag); identical searches share a run.
 */
export interface FlightSearch {
  params: FlightSearchParams;
  searchString: string;
  allowAirportChange: boolean;
  todayIso: string;
}

export class FlightSearchSession extends SearchSession<FlightSearch, TripResult[]> {
  readonly params = this.search.params;
  readonly searchString = this.search.searchString;
  readonly allowAirportChange = this.search.allowAirportChange;
  readonly todayIso = this.search.todayIso;
  readonly cabin: 'economy' | 'business' = this.search.params.isBusiness ? 'business' : 'economy';

  get results(): TripResult[] {
    return this.found;
  }
}

const LIMITS = {
  idleMs: 30 * 60_000,
  /** Sessions kept in memory; older ones are re-run from their id if asked again. */
  maxSessions: 300,
  /** …and all of them together at most this many trips, whatever their sizes. */
  maxKept: 40_000,
  /** Two at a time: one computes while the other waits for its seat query. */
  concurrent: 2,
  /**
   * A search takes tens of milliseconds of CPU, so a traveller arriving at a full queue waits well
   * under a second; beyond it a search is refused at once (bench/search-queue-bench.ts).
   */
  waiting: 16,
};
const PHASE_PROGRESS = [34, 67, 100];
/** The search string (a multi-city one may have `-`) and the airport-change flag. */
const ID_TEXT = new RegExp(`^(${SEARCH_STRING_PATTERN})\\.([01])$`);

type LoadSeats = (days: string[]) => Promise<Map<string, number>>;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A phase's trips in the results page's own "best" order (shared's filterResults), so paging in never pushes a better trip above rows shown. */
function bestFirst(domain: FlightDomain, trips: TripResult[], params: FlightSearchParams): TripResult[] {
  const cabin = params.isBusiness ? 'business' : 'economy';
  const byId = new Map(trips.map((trip) => [trip.id, trip]));
  const ranked = filterResults(
    trips.map((trip) => resultView(domain.reference, trip, cabin, params)),
    NO_FILTERS,
  ).items.map(({ result }) => byId.get(result.id)!);
  return ranked.length === trips.length ? ranked : trips;
}

function flightSearchKind(domain: FlightDomain, loadSeats: LoadSeats): SearchKind<FlightSearch, TripResult[], FlightSearchSession> {
  const encode = (search: FlightSearch) => `${search.searchString}.${search.allowAirportChange ? 1 : 0}`;
  return {
    encode,
    decode(text, todayIso) {
      const match = ID_TEXT.exec(text);
      if (!match) return null;
      // The id is client input like any search string: unknown or identical places are a Russian
      // 400 here, before the search engine assumes they exist.
      const params = parseSearch(domain, match[1]!, todayIso);
      return { params, searchString: encodeSearchString(params), allowAirportChange: match[2] === '1', todayIso };
    },
    runKey: (search) => `${encode(search)}.${search.todayIso}`,
    startFound: () => [],
    async execute(run, { params, allowAirportChange, todayIso }) {
      const stored = await loadSeats(seatDaysOf(params));
      const search = new TripSearch(domain.engine, domain.reference, params, seatAvailability(stored), todayIso, allowAirportChange);
      for (const phase of SEARCH_PHASES) {
        await nextTick();
        run.found.push(...bestFirst(domain, search.runPhase(phase), params));
        run.progress = PHASE_PROGRESS[phase]!;
      }
    },
    openSession: (id, search, run) => new FlightSearchSession(id, search, run),
    kept: (trips) => trips.length,
  };
}

export class Searches {
  private readonly store: SearchSessionStore<FlightSearch, TripResult[], FlightSearchSession>;

  constructor(domain: FlightDomain, loadSeats: LoadSeats, onError: (error: unknown) => void) {
    this.store = new SearchSessionStore(flightSearchKind(domain, loadSeats), LIMITS, onError);
  }

  create(params: FlightSearchParams, allowAirportChange: boolean, todayIso: string): FlightSearchSession {
    return this.store.create({ params, searchString: encodeSearchString(params), allowAirportChange, todayIso });
  }

  /** The session, re-run from its id when this process does not have it; null for an id of the wrong form. */
  getOrRerun(id: string, todayIso: string): FlightSearchSession | null {
    return this.store.getOrRerun(id, todayIso);
  }
}

/** The JSON the front end renders, typed from the shared response schemas so the API cannot answer what /openapi.json does not say. */
export type ResultView = Omit<FlightResult, 'displayPrice'>;
export type DirectionView = FlightDirection;
export type SegmentView = DirectionView['segments'][number];
export type PlaceView = DirectionView['origin'];
export type FareView = ResultView['fares'][number];

export function placeView(reference: ReferenceData, airportCode: string): PlaceView {
  const airport = reference.airport(airportCode);
  const city = reference.cityOfAirport(airportCode);
  return {
    code: airportCode,
    name: airport?.name ?? airportCode,
    cityCode: city.code,
    city: city.name,
    country: reference.country(city.country)?.name ?? city.country,
  };
}

export function segmentView(reference: ReferenceData, flight: Flight): SegmentView {
  return {
    flightId: flight.id,
    flightNumber: flight.flightNumber,
    carrier: { code: flight.carrier, name: reference.airline(flight.carrier)?.name ?? flight.carrier },
    aircraft: flight.aircraft,
    origin: placeView(reference, flight.origin),
    destination: placeView(reference, flight.destination),
    departureLocal: flight.departureLocal,
    arrivalLocal: flight.arrivalLocal,
    durationMinutes: flight.durationMinutes,
  };
}

export function directionView(reference: ReferenceData, itinerary: Itinerary): DirectionView {
  const first = itinerary.segments[0]!;
  const last = itinerary.segments[itinerary.segments.length - 1]!;
  return {
    origin: placeView(reference, first.origin),
    destination: placeView(reference, last.destination),
    departureLocal: first.departureLocal,
    arrivalLocal: last.arrivalLocal,
    durationMinutes: itinerary.durationMinutes,
    stops: itinerary.stops,
    segments: itinerary.segments.map((flight) => segmentView(reference, flight)),
    layovers: itinerary.layovers.map((layover) => ({
      airport: placeView(reference, layover.airport),
      nextAirport: placeView(reference, layover.nextAirport),
      durationMinutes: layover.minutes,
      airportChange: layover.airportChange,
      overnight: layover.overnight,
    })),
  };
}

/** Every fare family of the cabin, priced for the passengers. */
export function fareViews(directionBases: readonly number[], cabin: Cabin, passengers: PassengerCounts): FareView[] {
  return fareFamiliesOf(cabin).map((fare) => ({
    code: fare.code,
    name: fare.name,
    conditions: fare.conditions,
    baggageIncluded: fare.conditions.checkedBag !== null,
    price: priceFare(directionBases, fare, passengers),
  }));
}

export function resultView(reference: ReferenceData, trip: TripResult, cabin: Cabin, passengers: PassengerCounts): ResultView {
  const fares = fareViews(trip.directionBases, cabin, passengers);
  const cheapest = fares[0]!;
  return {
    id: trip.id,
    directions: trip.directions.map((itinerary) => directionView(reference, itinerary)),
    fares,
    price: cheapest.price.total,
    currency: 'RUB',
    seatsLeft: trip.seatsLeft,
    carriers: trip.carriers.map((code) => ({ code, name: reference.airline(code)?.name ?? code })),
    durationMinutes: trip.durationMinutes,
    stops: trip.stops,
    baggageIncluded: cheapest.baggageIncluded,
  };
}
