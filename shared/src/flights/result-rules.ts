import type { FlightResult, SearchSort } from './search-contract';

/** Parts of the day a departure or arrival can be limited to (local time at the airport). */
export const DAY_PARTS = {
  night: { label: 'Ночь', from: '00:00', to: '05:59' },
  morning: { label: 'Утро', from: '06:00', to: '11:59' },
  day: { label: 'День', from: '12:00', to: '17:59' },
  evening: { label: 'Вечер', from: '18:00', to: '23:59' },
} as const;
export type DayPart = keyof typeof DAY_PARTS;
export const DAY_PART_NAMES = Object.keys(DAY_PARTS) as DayPart[];

/** What the traveller narrowed the results to (empty or null: no limit); time windows and airports per direction in order, an absent one not limited. */
export interface ResultFilterState {
  sort: SearchSort;
  stops: number[];
  airlines: string[];
  departureParts: DayPart[][];
  arrivalParts: DayPart[][];
  baggage: boolean;
  maxDurationMinutes: number | null;
  originAirports: string[][];
  destinationAirports: string[][];
  priceMax: number | null;
}

export const NO_FILTERS: ResultFilterState = {
  sort: 'best',
  stops: [],
  airlines: [],
  departureParts: [[], []],
  arrivalParts: [[], []],
  baggage: false,
  maxDurationMinutes: null,
  originAirports: [],
  destinationAirports: [],
  priceMax: null,
};

/**
 * The rules of the results list for the results page and the API's `?wait=true` answer alike: shown price, filters, option counts
 * and the three sorts. A filter click must repaint at once on a slow phone: what a result's filters read is taken once per
 * result set, and each click compares those keys in one pass, counting every option of the panel in it.
 */
export interface ShownResult {
  result: FlightResult;
  /** Total for all passengers of the cheapest fare, or of the cheapest with checked baggage. */
  price: number;
  /** Whether the fare priced in `price` includes checked baggage (the card says so beside the price). */
  baggageIncluded: boolean;
}

const hhmm = (local: string) => local.slice(11, 16);
const dayPartOf = (local: string): DayPart => DAY_PART_NAMES.find((part) => hhmm(local) <= DAY_PARTS[part].to) ?? 'evening';

type Fare = FlightResult['fares'][number];

/** The fare whose total a result shows: its cheapest, or its cheapest with checked baggage. */
export function shownFareOf(result: FlightResult, baggage: boolean): Fare | null {
  let best: Fare | null = null;
  for (const fare of result.fares) {
    if (baggage && !fare.conditions.checkedBag) continue;
    if (best === null || fare.price.total < best.price.total) best = fare;
  }
  return best;
}

export function priceOf(result: FlightResult, baggage: boolean): number | null {
  return shownFareOf(result, baggage)?.price.total ?? null;
}

/** cheapest: price; fastest: travel time; best: price and time together, fewer stops a little better. */
export function sortShown(items: ShownResult[], sort: SearchSort): ShownResult[] {
  const sorted = [...items];
  if (sort === 'cheapest') sorted.sort((a, b) => a.price - b.price || a.result.durationMinutes - b.result.durationMinutes);
  else if (sort === 'fastest') sorted.sort((a, b) => a.result.durationMinutes - b.result.durationMinutes || a.price - b.price);
  else if (sorted.length) {
    let minPrice = Infinity;
    let minDuration = Infinity;
    for (const item of sorted) {
      minPrice = Math.min(minPrice, item.price);
      minDuration = Math.min(minDuration, item.result.durationMinutes);
    }
    const score = (i: ShownResult) => i.price / minPrice + (0.8 * i.result.durationMinutes) / minDuration + 0.1 * i.result.stops;
    const scores = new Map(sorted.map((item) => [item, score(item)]));
    sorted.sort((a, b) => scores.get(a)! - scores.get(b)! || a.price - b.price);
  }
  return sorted;
}

export interface FacetOption<T> {
  value: T;
  /** Results left if this option were chosen, with every other group as it is. */
  count: number;
  minPrice: number | null;
}

export interface ResultFacets {
  stops: FacetOption<number>[];
  airlines: (FacetOption<string> & { name: string })[];
  /** One list per direction (leg); at least two, so a one-way answer still has the way-back slot. */
  departureParts: FacetOption<DayPart>[][];
  arrivalParts: FacetOption<DayPart>[][];
  /** One list per direction (leg), like the time windows. */
  originAirports: (FacetOption<string> & { name: string })[][];
  destinationAirports: (FacetOption<string> & { name: string })[][];
  baggageCount: number;
  duration: { min: number; max: number } | null;
  price: { min: number; max: number } | null;
  directions: number;
}

export interface FilteredResults {
  items: ShownResult[];
  facets: ResultFacets;
  /** All results with a price at all (the "из N" of the count). */
  total: number;
}

/** What the filters compare of one result, read once per result set instead of on every click. */
interface FilterKeys {
  result: FlightResult;
  /** Cheapest fare, and cheapest fare with checked baggage (null: no such fare). */
  price: number | null;
  priceWithBaggage: number | null;
  /** Whether the cheapest fare (of `price`) has checked baggage. */
  cheapestHasBaggage: boolean;
  stops: number;
  /** The trip's airlines, each once, in the order the trip lists them. */
  carrierCodes: string[];
  /** Day parts of departure and arrival, one per direction (leg) in order. */
  departurePart: DayPart[];
  arrivalPart: DayPart[];
  /** The longest direction (the duration limit applies to each direction). */
  longestDirectionMinutes: number;
  /** Airports each direction (leg) leaves from and lands at, in order. */
  originCodes: string[];
  destinationCodes: string[];
}

/**
 * The options each group offers (whatever is chosen), for one price mode: with "baggage" on,
 * results without a baggage fare drop out and so can their airlines or airports.
 */
interface OptionUniverse {
  stops: number[];
  airlines: string[];
  originAirports: string[][];
  destinationAirports: string[][];
  duration: { min: number; max: number } | null;
  price: { min: number; max: number } | null;
}

interface ResultSetIndex {
  keys: FilterKeys[];
  /** Airline and airport names by code. */
  names: Map<string, string>;
  directions: number;
  universe: { withoutBaggage?: OptionUniverse; withBaggage?: OptionUniverse };
}

function filterKeysOf(result: FlightResult): FilterKeys {
  const cheapest = shownFareOf(result, false);
  return {
    result,
    price: cheapest?.price.total ?? null,
    priceWithBaggage: priceOf(result, true),
    cheapestHasBaggage: Boolean(cheapest?.conditions.checkedBag),
    stops: result.stops,
    carrierCodes: [...new Set(result.carriers.map((c) => c.code))],
    departurePart: result.directions.map((d) => dayPartOf(d.departureLocal)),
    arrivalPart: result.directions.map((d) => dayPartOf(d.arrivalLocal)),
    longestDirectionMinutes: Math.max(...result.directions.map((d) => d.durationMinutes)),
    originCodes: result.directions.map((d) => d.origin.code),
    destinationCodes: result.directions.map((d) => d.destination.code),
  };
}

const priceIn = (keys: FilterKeys, baggage: boolean) => (baggage ? keys.priceWithBaggage : keys.price);

function universeOf(keys: FilterKeys[], baggage: boolean, directions: number): OptionUniverse {
  const stops = new Set<number>();
  const airlines = new Set<string>();
  const origins = Array.from({ length: directions }, () => new Set<string>());
  const destinations = Array.from({ length: directions }, () => new Set<string>());
  let duration: OptionUniverse['duration'] = null;
  let price: OptionUniverse['price'] = null;
  for (const item of keys) {
    const itemPrice = priceIn(item, baggage);
    if (itemPrice === null) continue;
    stops.add(item.stops);
    for (const code of item.carrierCodes) airlines.add(code);
    item.originCodes.forEach((code, direction) => origins[direction]!.add(code));
    item.destinationCodes.forEach((code, direction) => destinations[direction]!.add(code));
    const minutes = item.longestDirectionMinutes;
    duration = duration ? { min: Math.min(duration.min, minutes), max: Math.max(duration.max, minutes) } : { min: minutes, max: minutes };
    price = price ? { min: Math.min(price.min, itemPrice), max: Math.max(price.max, itemPrice) } : { min: itemPrice, max: itemPrice };
  }
  return {
    // sort() without a comparer: stops 0–2 and codes compare the same as text
    stops: [...stops].sort(),
    airlines: [...airlines],
    originAirports: origins.map((codes) => [...codes].sort()),
    destinationAirports: destinations.map((codes) => [...codes].sort()),
    duration,
    price,
  };
}

/**
 * One index per result set: polling hands a new array whenever results arrive, and the same
 * array on every filter click, so the keys are read once per arrival and reused per click.
 */
const indexes = new WeakMap<readonly FlightResult[], ResultSetIndex>();

function indexOf(results: readonly FlightResult[]): ResultSetIndex {
  let index = indexes.get(results);
  if (!index) {
    const names = new Map<string, string>();
    let directions = 1;
    for (const r of results) {
      for (const c of r.carriers) names.set(c.code, c.name);
      for (const d of r.directions) {
        names.set(d.origin.code, d.origin.name);
        names.set(d.destination.code, d.destination.name);
      }
      directions = Math.max(directions, r.directions.length);
    }
    index = { keys: results.map(filterKeysOf), names, directions, universe: {} };
    indexes.set(results, index);
  }
  return index;
}

function universeFor(index: ResultSetIndex, baggage: boolean): OptionUniverse {
  const slot = baggage ? 'withBaggage' : 'withoutBaggage';
  return (index.universe[slot] ??= universeOf(index.keys, baggage, index.directions));
}

/** The groups whose options are counted; a result failing only one of them counts for that one. */
type CountedGroup = 'stops' | 'airlines' | 'time' | 'originAirports' | 'destinationAirports';
/** A result that fails two groups or more, or only an uncounted one (duration, price). */
const FAILS_UNCOUNTED = 'uncounted';
type Failure = CountedGroup | typeof FAILS_UNCOUNTED | null;

class Tally<T> {
  private readonly map = new Map<T, { count: number; minPrice: number }>();
  add(key: T, price: number) {
    const entry = this.map.get(key);
    if (entry) {
      entry.count += 1;
      if (price < entry.minPrice) entry.minPrice = price;
    } else this.map.set(key, { count: 1, minPrice: price });
  }
  options(universe: readonly T[]): FacetOption<T>[] {
    return universe.map((value) => ({ value, count: this.map.get(value)?.count ?? 0, minPrice: this.map.get(value)?.minPrice ?? null }));
  }
}

/** The shown list and the filter panel's options with counts, from all results so far. */
export function filterResults(results: readonly FlightResult[], filters: ResultFilterState): FilteredResults {
  const index = indexOf(results);
  const universe = universeFor(index, filters.baggage);
  const stopsChosen = new Set(filters.stops);
  const airlinesChosen = new Set(filters.airlines);
  const originsChosen = filters.originAirports.map((codes) => new Set(codes));
  const destinationsChosen = filters.destinationAirports.map((codes) => new Set(codes));
  /** Each direction's airport in the chosen ones, where a direction has a choice (and the trip that direction). */
  const inAirports = (chosen: Set<string>[], codes: string[]) => codes.every((code, direction) => !chosen[direction]?.size || chosen[direction]!.has(code));
  const departureChosen = filters.departureParts.map((parts) => new Set(parts));
  const arrivalChosen = filters.arrivalParts.map((parts) => new Set(parts));
  const timeLimited = departureChosen.some((s) => s.size > 0) || arrivalChosen.some((s) => s.size > 0);
  const { maxDurationMinutes, priceMax } = filters;

  const inTime = (item: FilterKeys) => {
    // A direction the trip does not have (no way back), or no list for it, limits nothing.
    for (let i = 0; i < item.departurePart.length; i += 1) {
      const departure = departureChosen[i];
      const arrival = arrivalChosen[i];
      if (departure?.size && !departure.has(item.departurePart[i]!)) return false;
      if (arrival?.size && !arrival.has(item.arrivalPart[i]!)) return false;
    }
    return true;
  };
  /** The price-independent groups a result fails: none (null), just one counted group, or more. */
  const failureOf = (item: FilterKeys): Failure => {
    let failures = 0;
    let failed: Failure = null;
    const fail = (group: CountedGroup | typeof FAILS_UNCOUNTED) => {
      failures += 1;
      failed = group;
    };
    if (stopsChosen.size && !stopsChosen.has(item.stops)) fail('stops');
    if (airlinesChosen.size && !item.carrierCodes.some((c) => airlinesChosen.has(c))) fail('airlines');
    if (timeLimited && !inTime(item)) fail('time');
    if (maxDurationMinutes && item.longestDirectionMinutes > maxDurationMinutes) fail(FAILS_UNCOUNTED);
    if (!inAirports(originsChosen, item.originCodes)) fail('originAirports');
    if (!inAirports(destinationsChosen, item.destinationCodes)) fail('destinationAirports');
    return failures > 1 ? FAILS_UNCOUNTED : failed;
  };
  const overPriceLimit = (price: number) => Boolean(priceMax && price > priceMax);

  const passing: ShownResult[] = [];
  let total = 0;
  let baggageCount = 0;
  const stopsTally = new Tally<number>();
  const airlinesTally = new Tally<string>();
  const directionSlots = Math.max(2, index.directions);
  const departureTallies = Array.from({ length: directionSlots }, () => new Tally<DayPart>());
  const arrivalTallies = Array.from({ length: directionSlots }, () => new Tally<DayPart>());
  const originTallies = Array.from({ length: index.directions }, () => new Tally<string>());
  const destinationTallies = Array.from({ length: index.directions }, () => new Tally<string>());

  for (const item of index.keys) {
    const price = priceIn(item, filters.baggage);
    if (price === null) continue;
    total += 1;
    let failure = failureOf(item);
    // "Только с багажом" counts what would pass with the baggage prices (the price limit included).
    if (failure === null && item.priceWithBaggage !== null && !overPriceLimit(item.priceWithBaggage)) baggageCount += 1;
    if (overPriceLimit(price)) failure = FAILS_UNCOUNTED;
    if (failure === null) passing.push({ result: item.result, price, baggageIncluded: filters.baggage || item.cheapestHasBaggage });
    else if (failure === FAILS_UNCOUNTED) continue;

    // A group's options count the results that pass every other group.
    if (failure === null || failure === 'stops') stopsTally.add(item.stops, price);
    // A trip counts under every airline it flies on: choosing one keeps all its trips.
    if (failure === null || failure === 'airlines') for (const code of item.carrierCodes) airlinesTally.add(code, price);
    if (failure === null || failure === 'time') {
      for (let i = 0; i < item.departurePart.length; i += 1) {
        departureTallies[i]!.add(item.departurePart[i]!, price);
        arrivalTallies[i]!.add(item.arrivalPart[i]!, price);
      }
    }
    if (failure === null || failure === 'originAirports') item.originCodes.forEach((code, direction) => originTallies[direction]!.add(code, price));
    if (failure === null || failure === 'destinationAirports')
      item.destinationCodes.forEach((code, direction) => destinationTallies[direction]!.add(code, price));
  }

  const withNames = <T extends { value: string }>(option: T) => ({ ...option, name: index.names.get(option.value) ?? option.value });
  return {
    items: sortShown(passing, filters.sort),
    total,
    facets: {
      stops: stopsTally.options(universe.stops),
      airlines: airlinesTally
        .options(universe.airlines)
        .map(withNames)
        .sort((a, b) => (a.minPrice ?? Infinity) - (b.minPrice ?? Infinity)),
      departureParts: departureTallies.map((tally) => tally.options(DAY_PART_NAMES)),
      arrivalParts: arrivalTallies.map((tally) => tally.options(DAY_PART_NAMES)),
      originAirports: originTallies.map((tally, direction) => tally.options(universe.originAirports[direction]!).map(withNames)),
      destinationAirports: destinationTallies.map((tally, direction) => tally.options(universe.destinationAirports[direction]!).map(withNames)),
      baggageCount,
      duration: universe.duration,
      price: universe.price,
      directions: index.directions,
    },
  };
}
