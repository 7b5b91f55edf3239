import * as v from 'valibot';
import { FARE_CODES, directionSchema, fareConditionsSchema, farePriceSchema, searchStringField, type FlightDirection } from './flight-shapes';

// What a flight search sends and gets back, checked by the API and read by the results page: the request body, the
// results with the search's state, the price calendar, and the compact page the API writes and the browser expands.

export const createSearchRequestSchema = v.object({
  searchString: searchStringField,
  /** Allow connections that change airports within a city (e.g. arrive SVO, leave DME). */
  allowAirportChange: v.optional(v.boolean('Ожидается true или false'), false),
});
export type CreateSearchRequest = v.InferInput<typeof createSearchRequestSchema>;

export const SEARCH_SORTS = ['best', 'cheapest', 'fastest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const flightResultSchema = v.object({
  /** Pass to POST /flights/offers as resultId. */
  id: v.string(),
  directions: v.array(directionSchema),
  fares: v.array(
    v.object({ code: v.picklist(FARE_CODES), name: v.string(), conditions: fareConditionsSchema, baggageIncluded: v.boolean(), price: farePriceSchema }),
  ),
  price: v.number(),
  /** In /results: the total the list shows (the cheapest fare, or with baggage when baggage=true). */
  displayPrice: v.optional(v.number()),
  currency: v.literal('RUB'),
  seatsLeft: v.number(),
  carriers: v.array(v.object({ code: v.string(), name: v.string() })),
  durationMinutes: v.number(),
  stops: v.number(),
  baggageIncluded: v.boolean(),
});
export type FlightResult = v.InferOutput<typeof flightResultSchema>;

const searchParamsSchema = v.object({
  origin: v.string(),
  destination: v.string(),
  departureDate: v.string(),
  returnDate: v.nullable(v.string()),
  adults: v.number(),
  children: v.number(),
  infants: v.number(),
  isBusiness: v.boolean(),
});

export const searchStateEntries = {
  searchId: v.string(),
  searchString: v.string(),
  params: searchParamsSchema,
  allowAirportChange: v.boolean(),
  progress: v.number(),
  complete: v.boolean(),
  failed: v.optional(v.boolean()),
  message: v.optional(v.string()),
};
export const searchStateSchema = v.object(searchStateEntries);
export const searchPollSchema = v.object({ ...searchStateEntries, items: v.array(flightResultSchema), cursor: v.number(), total: v.number() });
export type SearchPoll = v.InferOutput<typeof searchPollSchema>;

export const priceCalendarSchema = v.object({
  days: v.array(v.object({ departureDate: v.string(), returnDate: v.nullable(v.string()), minPrice: v.nullable(v.number()), selected: v.boolean() })),
});
/** One day of the price calendar: the moved leg's day (a multi-city search moves one leg), its cheapest total or null. */
export type PriceCalendarDay = v.InferOutput<typeof priceCalendarSchema>['days'][number];

// The results as the page receives them: places, carriers and fare families once per answer, each result naming them
// by code or index; `expandResults` turns an answer back into the `FlightResult`s the results engine and cards read.

const compactPlaceSchema = v.object({ name: v.string(), cityCode: v.string(), city: v.string(), country: v.string() });
const compactFareSchema = v.object({ code: v.picklist(FARE_CODES), name: v.string(), conditions: fareConditionsSchema, baggageIncluded: v.boolean() });

const compactSegmentSchema = v.object({
  flightId: v.string(),
  flightNumber: v.string(),
  /** A key of `carriers`. */
  carrier: v.string(),
  aircraft: v.string(),
  /** Keys of `places`. */
  origin: v.string(),
  destination: v.string(),
  departureLocal: v.string(),
  arrivalLocal: v.string(),
  durationMinutes: v.number(),
});

const compactDirectionSchema = v.object({
  durationMinutes: v.number(),
  stops: v.number(),
  segments: v.pipe(v.array(compactSegmentSchema), v.minLength(1)),
  layovers: v.array(
    v.object({ airport: v.string(), nextAirport: v.string(), durationMinutes: v.number(), airportChange: v.boolean(), overnight: v.boolean() }),
  ),
});

export const compactResultSchema = v.object({
  id: v.string(),
  directions: v.array(compactDirectionSchema),
  /** Each fare: an index into `fares` and its price for these passengers. */
  fares: v.array(v.object({ fare: v.number(), price: farePriceSchema })),
  price: v.number(),
  seatsLeft: v.number(),
  carriers: v.array(v.string()),
  durationMinutes: v.number(),
  stops: v.number(),
  baggageIncluded: v.boolean(),
});

const compactResultsEntries = {
  items: v.array(compactResultSchema),
  places: v.record(v.string(), compactPlaceSchema),
  carriers: v.record(v.string(), v.string()),
  fares: v.array(compactFareSchema),
  currency: v.literal('RUB'),
};

/** A page of a search's results in the compact form (`?compact=true`, and the first page of `POST ?firstPage=true`). */
export const compactSearchPageSchema = v.object({ ...searchStateEntries, ...compactResultsEntries, cursor: v.number(), total: v.number() });
export type CompactSearchPage = v.InferOutput<typeof compactSearchPageSchema>;
export type CompactResults = Pick<CompactSearchPage, keyof typeof compactResultsEntries>;

/** A direction's segments and layovers with every place and carrier passed through `place` and `carrier`: to codes, or back. */
function legsWith<
  Place,
  PlaceOut,
  Carrier,
  CarrierOut,
  Segment extends { carrier: Carrier; origin: Place; destination: Place },
  Layover extends { airport: Place; nextAirport: Place },
>(direction: { segments: Segment[]; layovers: Layover[] }, place: (value: Place) => PlaceOut, carrier: (value: Carrier) => CarrierOut) {
  return {
    segments: direction.segments.map((segment) => ({
      ...segment,
      carrier: carrier(segment.carrier),
      origin: place(segment.origin),
      destination: place(segment.destination),
    })),
    layovers: direction.layovers.map((layover) => ({ ...layover, airport: place(layover.airport), nextAirport: place(layover.nextAirport) })),
  };
}

/** The compact form of `results`, each place, carrier and fare family written once. */
export function compactResults(results: readonly Omit<FlightResult, 'displayPrice'>[]): CompactResults {
  const places: CompactResults['places'] = {};
  const carriers: CompactResults['carriers'] = {};
  const fares: CompactResults['fares'] = [];
  const fareIndex = new Map<string, number>();
  const place = (view: FlightDirection['origin']) => {
    places[view.code] ??= { name: view.name, cityCode: view.cityCode, city: view.city, country: view.country };
    return view.code;
  };
  const carrier = (view: { code: string; name: string }) => {
    carriers[view.code] ??= view.name;
    return view.code;
  };
  const fare = ({ code, name, conditions, baggageIncluded }: FlightResult['fares'][number]) => {
    const key = JSON.stringify([code, name, conditions, baggageIncluded]);
    let index = fareIndex.get(key);
    if (index === undefined) {
      index = fares.push({ code, name, conditions, baggageIncluded }) - 1;
      fareIndex.set(key, index);
    }
    return index;
  };
  const items = results.map((result) => ({
    id: result.id,
    directions: result.directions.map((direction) => ({
      durationMinutes: direction.durationMinutes,
      stops: direction.stops,
      ...legsWith(direction, place, carrier),
    })),
    fares: result.fares.map((item) => ({ fare: fare(item), price: item.price })),
    price: result.price,
    seatsLeft: result.seatsLeft,
    carriers: result.carriers.map(carrier),
    durationMinutes: result.durationMinutes,
    stops: result.stops,
    baggageIncluded: result.baggageIncluded,
  }));
  return { items, places, carriers, fares, currency: 'RUB' };
}

/** A dictionary entry an item names; an answer that names one it does not carry is not one the API sends. */
function entry<T>(dictionary: Record<string, T> | T[], key: string | number): T {
  const found = Array.isArray(dictionary) ? dictionary[key as number] : Object.hasOwn(dictionary, key) ? dictionary[key as string] : undefined;
  if (found === undefined) throw new TypeError(`compact results: no entry ${String(key)}`);
  return found;
}

/** The `FlightResult`s of a compact answer; throws a TypeError when an item names an entry the answer lacks. */
export function expandResults(compact: CompactResults): FlightResult[] {
  const place = (code: string) => ({ code, ...entry(compact.places, code) });
  const carrier = (code: string) => ({ code, name: entry(compact.carriers, code) });
  return compact.items.map((item) => ({
    id: item.id,
    directions: item.directions.map((direction): FlightDirection => {
      const first = direction.segments[0]!;
      const last = direction.segments[direction.segments.length - 1]!;
      return {
        origin: place(first.origin),
        destination: place(last.destination),
        departureLocal: first.departureLocal,
        arrivalLocal: last.arrivalLocal,
        durationMinutes: direction.durationMinutes,
        stops: direction.stops,
        ...legsWith(direction, place, carrier),
      };
    }),
    fares: item.fares.map(({ fare, price }) => ({ ...entry(compact.fares, fare), price })),
    price: item.price,
    currency: compact.currency,
    seatsLeft: item.seatsLeft,
    carriers: item.carriers.map(carrier),
    durationMinutes: item.durationMinutes,
    stops: item.stops,
    baggageIncluded: item.baggageIncluded,
  }));
}

/**
 * A compact page checked, then expanded into `FlightResult`s; an item naming an entry the page lacks fails the check. A finished
 * search is `complete` for the pages only once its last page is in (pages carry at most a limit each).
 */
export const searchPageSchema = v.pipe(
  compactSearchPageSchema,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { items, places, carriers, fares, currency, ...state } = dataset.value;
    try {
      return { ...state, complete: state.complete && state.cursor >= state.total, items: expandResults({ items, places, carriers, fares, currency }) };
    } catch (error) {
      addIssue({ message: error instanceof Error ? error.message : 'compact results' });
      return NEVER;
    }
  }),
);
