import { DAY_PART_NAMES, DAY_PARTS, MAX_TRIP_LEGS, SEARCH_SORTS, type DayPart, type ResultFilterState, type SearchSort } from 'shared/flights';

/** URL query keys of the filters; anything else in the query (UTM…) is left alone. */
export const FILTER_QUERY_KEYS = {
  sort: 'sort',
  stops: 'stops',
  airlines: 'airlines',
  departureThere: 'dep',
  arrivalThere: 'arr',
  departureBack: 'backDep',
  arrivalBack: 'backArr',
  baggage: 'baggage',
  maxDuration: 'maxDuration',
  originAirports: 'from',
  destinationAirports: 'to',
  priceMax: 'priceMax',
} as const;

/**
 * The time-window keys of each flight: the way there and back keep `dep`/`arr` and
 * `backDep`/`backArr`; a multi-city trip's third flight on is `dep3`/`arr3`…
 */
const LEG_KEYS = Array.from({ length: MAX_TRIP_LEGS }, (_, index) => {
  if (index === 0) return { departure: FILTER_QUERY_KEYS.departureThere, arrival: FILTER_QUERY_KEYS.arrivalThere };
  if (index === 1) return { departure: FILTER_QUERY_KEYS.departureBack, arrival: FILTER_QUERY_KEYS.arrivalBack };
  return { departure: `dep${index + 1}`, arrival: `arr${index + 1}` };
});

const list = (text: string | null) =>
  text
    ? text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
const unique = <T>(items: T[]) => [...new Set(items)];
const codes = (text: string | null) =>
  unique(
    list(text)
      .map((c) => c.toUpperCase())
      .filter((c) => /^[A-Z0-9]{2,3}$/.test(c)),
  ).sort();
const parts = (text: string | null) => unique(list(text).filter((p): p is DayPart => p in DAY_PARTS)).sort(byDayOrder);
const positiveInt = (text: string | null) => (text && /^\d{1,7}$/.test(text) && Number(text) > 0 ? Number(text) : null);

function byDayOrder(a: DayPart, b: DayPart): number {
  return DAY_PART_NAMES.indexOf(a) - DAY_PART_NAMES.indexOf(b);
}

/**
 * Reads the filters from the URL query. Never throws: a value that cannot be read is dropped
 * (a shared link with a typo still opens the results, just less filtered).
 */
export function filtersFromQuery(query: URLSearchParams): ResultFilterState {
  const sort = query.get(FILTER_QUERY_KEYS.sort);
  // Two lists (there and back) at least, as many as the last flight with a window.
  const departureParts = LEG_KEYS.map((keys) => parts(query.get(keys.departure)));
  const arrivalParts = LEG_KEYS.map((keys) => parts(query.get(keys.arrival)));
  const legs = Math.max(2, ...LEG_KEYS.map((_, index) => (departureParts[index]!.length || arrivalParts[index]!.length ? index + 1 : 0)));
  return {
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'best',
    stops: unique(
      list(query.get(FILTER_QUERY_KEYS.stops))
        .filter((s) => /^[0-2]$/.test(s))
        .map(Number),
    ).sort(),
    airlines: codes(query.get(FILTER_QUERY_KEYS.airlines)),
    departureParts: departureParts.slice(0, legs),
    arrivalParts: arrivalParts.slice(0, legs),
    baggage: query.get(FILTER_QUERY_KEYS.baggage) === '1',
    maxDurationMinutes: positiveInt(query.get(FILTER_QUERY_KEYS.maxDuration)),
    originAirports: codes(query.get(FILTER_QUERY_KEYS.originAirports)),
    destinationAirports: codes(query.get(FILTER_QUERY_KEYS.destinationAirports)),
    priceMax: positiveInt(query.get(FILTER_QUERY_KEYS.priceMax)),
  };
}

/**
 * Writes the filters into a copy of the query: only what differs from "no filter" appears, in a
 * stable order, so equal views have equal URLs. Other keys are kept.
 */
export function filtersToQuery(filters: ResultFilterState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const key of [...Object.values(FILTER_QUERY_KEYS), ...LEG_KEYS.flatMap((keys) => [keys.departure, keys.arrival])]) query.delete(key);
  const put = (key: string, value: string | null) => {
    if (value) query.set(key, value);
  };
  put(FILTER_QUERY_KEYS.sort, filters.sort === 'best' ? null : filters.sort);
  put(FILTER_QUERY_KEYS.stops, [...filters.stops].sort().join(','));
  put(FILTER_QUERY_KEYS.airlines, [...filters.airlines].sort().join(','));
  LEG_KEYS.forEach((keys, index) => {
    put(keys.departure, [...(filters.departureParts[index] ?? [])].sort(byDayOrder).join(','));
    put(keys.arrival, [...(filters.arrivalParts[index] ?? [])].sort(byDayOrder).join(','));
  });
  put(FILTER_QUERY_KEYS.baggage, filters.baggage ? '1' : null);
  put(FILTER_QUERY_KEYS.maxDuration, filters.maxDurationMinutes ? String(filters.maxDurationMinutes) : null);
  put(FILTER_QUERY_KEYS.originAirports, [...filters.originAirports].sort().join(','));
  put(FILTER_QUERY_KEYS.destinationAirports, [...filters.destinationAirports].sort().join(','));
  put(FILTER_QUERY_KEYS.priceMax, filters.priceMax ? String(filters.priceMax) : null);
  return query;
}

/** True when any filter (not the sort) narrows the list: the reset button shows then. */
export function hasActiveFilters(filters: ResultFilterState): boolean {
  return filtersToQuery({ ...filters, sort: 'best' }).toString() !== '';
}
