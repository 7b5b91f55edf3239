// The results page's state: the search string read into the form, the flight search run with
// its results, and the filters kept in the URL query, so the page itself only renders.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isApiError, isoToDisplayDate, moscowTodayIso } from 'shared';
import { useApiResource, type ResourceState } from 'shared/resource-page';
import { usePolledSearch, type PolledSearchSource, type SearchBusyRetry } from 'shared/polled-search';
import {
  createSearch,
  DAY_PART_NAMES,
  decodeSearchString,
  encodeSearchString,
  DAY_PARTS,
  getPlace,
  MAX_TRIP_LEGS,
  pollSearch,
  SEARCH_SORTS,
  type DayPart,
  type FlightResult,
  type FlightSearchParams,
  type ResultFilterState,
  type SearchSort,
  type SearchStringRead,
} from 'shared/flights';
import { trackSearchCompleted, trackSearchFailed } from '../common/avia-events';
import { recentCities } from '../search-form/recent-searches';
import { cityChoiceOf, codeStandIn, type CityChoice, type LegFormValues, type SearchFormValues } from '../search-form/search-form-values';

// The search string read into the form.

/** A search string as the page reads it: the codec's reading, and the search it names when valid. */
export interface SearchStringReading {
  /** What the string says as far as the codec reads it, its defaults for the rest. */
  read: SearchStringRead;
  params: FlightSearchParams | null;
  /** The codec's Russian explanation when the string is not a valid search; null when it is. */
  message: string | null;
  /** The string as the codec writes it (a link may differ in case or spelling); null when invalid. */
  searchString: string | null;
}

export function readSearchString(searchString: string, todayIso: string): SearchStringReading {
  const decoded = decodeSearchString(searchString, todayIso);
  if (decoded.ok) return { read: decoded.value, params: decoded.value, message: null, searchString: encodeSearchString(decoded.value) };
  return { read: decoded.read, params: null, message: decoded.message, searchString: null };
}

/** A city known from the last searches, so the form needs no call for it. */
function knownCity(code: string | null): CityChoice | null {
  if (!code) return null;
  return recentCities().find((city) => city.cityId === code) ?? null;
}

const shownDay = (iso: string | null) => (iso ? isoToDisplayDate(iso) : '');

/** The form of what the string says; a code not known (`known`: from the last searches) still needs its name. */
export function formOfReading({ read }: SearchStringReading, known: (code: string | null) => CityChoice | null = knownCity): SearchFormValues {
  const { adults, children, infants, isBusiness } = read;
  const from = known(read.origin);
  const to = known(read.destination);
  const legs = (read.legs ?? []).map((leg) => {
    const legFrom = known(leg.origin);
    const legTo = known(leg.destination);
    return { from: legFrom, fromText: legFrom?.city ?? '', to: legTo, toText: legTo?.city ?? '', date: shownDay(leg.date) };
  });
  const dates = { departureDate: shownDay(read.departureDate), returnDate: shownDay(read.returnDate) };
  return { ...dates, adults, children, infants, isBusiness, multiCity: Boolean(read.legs), from, fromText: from?.city ?? '', to, toText: to?.city ?? '', legs };
}

/** The form with `code`'s city named wherever the string put that code and the traveller has not typed meanwhile. */
export function withCityNamed(values: SearchFormValues, read: SearchStringRead, code: string, choice: CityChoice): SearchFormValues {
  type Ends = Pick<LegFormValues, 'from' | 'fromText' | 'to' | 'toText'>;
  const named = <T extends Ends>(ends: T, { origin, destination }: { origin: string | null; destination: string | null }): T => ({
    ...ends,
    ...(origin === code && !ends.from && !ends.fromText && { from: choice, fromText: choice.city }),
    ...(destination === code && !ends.to && !ends.toText && { to: choice, toText: choice.city }),
  });
  return { ...named(values, read), legs: values.legs.map((leg, index) => (read.legs?.[index] ? named(leg, read.legs[index]) : leg)) };
}

/** The names the form shows for the string's codes, by code (the results page's head): each field is named from the code at its place. */
export function cityNamesOf(reading: SearchStringReading, values: SearchFormValues): Record<string, string> {
  const names: Record<string, string> = {};
  const name = (code: string | null, city: CityChoice | null) => {
    if (code && city) names[code] ??= city.city;
  };
  const { read } = reading;
  name(read.origin, values.from);
  name(read.destination, values.to);
  read.legs?.forEach((leg, index) => {
    name(leg.origin, values.legs[index]?.from ?? null);
    name(leg.destination, values.legs[index]?.to ?? null);
  });
  return names;
}

/** A code's place for the form: an unknown code (404) stays empty (the search's message explains it); without an answer, the code itself. */
const placeOf = (code: string, signal: AbortSignal) =>
  getPlace(code, signal).then(
    (place): [string, CityChoice | null] => [code, cityChoiceOf(place)],
    (error: unknown): [string, CityChoice | null] => [code, isApiError(error) && error.status === 404 ? null : codeStandIn(code)],
  );

/** The form with each code the API named, where the traveller has not typed meanwhile. */
function withNames(values: SearchFormValues, names: ResourceState<[string, CityChoice | null][]>, reading: SearchStringReading): SearchFormValues {
  if (names.status !== 'ready') return values;
  return names.data.reduce((form, [code, choice]) => (choice ? withCityNamed(form, reading.read, code, choice) : form), values);
}

const noChanges = () => () => {};
const noneKnown = () => null;

/**
 * The results page's form filled from the search string (codes named from the last searches or the API); edits kept until the string changes.
 * The page server knows no last searches: its HTML, and the hydration that keeps it, name every code from the API (the server's answer), and
 * this browser's last searches count from then on.
 */
export function useSearchFormFromString(searchString: string) {
  const reading = useMemo(() => readSearchString(searchString, moscowTodayIso()), [searchString]);
  const asServer = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  const known = asServer ? noneKnown : knownCity;
  const unnamed = useMemo(() => {
    const { read } = reading;
    const codes = [read.origin, read.destination, ...(read.legs ?? []).flatMap((leg) => [leg.origin, leg.destination])];
    return [...new Set(codes)].filter((code): code is string => code !== null && !known(code));
  }, [reading, known]);
  const names = useApiResource(unnamed.length > 0 ? unnamed.join() : null, (signal) => Promise.all(unnamed.map((code) => placeOf(code, signal)))).state;
  // names already at hand (the server's answer) are in the first render: the server's HTML names the route, and hydration keeps it
  const [values, setValues] = useState<SearchFormValues>(() => withNames(formOfReading(reading, known), names, reading));

  useEffect(() => setValues(formOfReading(reading)), [reading]);
  useEffect(() => {
    if (names.status === 'ready') setValues((current) => withNames(current, names, reading));
  }, [names, reading]);

  return { reading, values, setValues };
}

// The search run.

/** No pause between polls: each waits at the API for new results (`?wait=true`), and a page with more ready is followed at once. */
export const POLL_INTERVAL_MS = 0;

export type SearchRun =
  | { phase: 'running'; searchId: string | null; progress: number; results: FlightResult[]; busy?: SearchBusyRetry }
  | { phase: 'complete'; searchId: string; progress: 100; results: FlightResult[] }
  | { phase: 'failed'; searchId: string | null; progress: number; results: FlightResult[]; message: string; invalidSearch: boolean };

const STARTING: SearchRun = { phase: 'running', searchId: null, progress: 0, results: [] };

function flightSearchSource(searchString: string, allowAirportChange: boolean): PolledSearchSource<FlightResult> {
  return {
    // The first answer carries the first results; the shell's early script may have asked for it already.
    start: async (signal) => {
      const page = await createSearch({ searchString, allowAirportChange }, signal);
      return { searchId: page.searchId, page };
    },
    poll: pollSearch,
    idOf: (result) => result.id,
    intervalMs: POLL_INTERVAL_MS,
    onComplete: (results) => trackSearchCompleted(searchString, results.length),
    onFailed: (failure) => trackSearchFailed(searchString, failure.error === undefined ? 'поиск прерван' : failedMessage(failure.error)),
  };
}

const failedMessage = (error: unknown) => (isApiError(error) ? error.message : 'Не удалось выполнить поиск');

/** The flight search of a search string, results added as they arrive (shared's polling hook); `run` changes to retry. */
export function useProgressiveSearch(searchString: string | null, allowAirportChange: boolean, run: number): SearchRun {
  const key = searchString ? `${searchString}#${allowAirportChange}#${run}` : null;
  const search = usePolledSearch(key, flightSearchSource(searchString ?? '', allowAirportChange));
  return useMemo((): SearchRun => {
    switch (search.phase) {
      case 'idle':
        return STARTING;
      case 'running':
        return { phase: 'running', searchId: search.searchId, progress: search.progress, results: search.items, ...(search.busy ? { busy: search.busy } : {}) };
      case 'complete':
        return { phase: 'complete', searchId: search.searchId, progress: 100, results: search.items };
      case 'failed': {
        const { searchId, progress, items: results } = search;
        if (search.error === undefined) {
          return {
            phase: 'failed',
            searchId,
            progress,
            results,
            message: search.message ?? 'Не удалось получить все результаты. Повторите поиск',
            invalidSearch: false,
          };
        }
        const invalidSearch = isApiError(search.error) && search.error.status === 400;
        return { phase: 'failed', searchId, progress, results, message: failedMessage(search.error), invalidSearch };
      }
    }
  }, [search]);
}

// The filters kept in the URL query.

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

/** The query keys of each flight: time windows `dep`/`arr`, `backDep`/`backArr`, then `dep3`/`arr3`…; airports `from`/`to`, then `from2`/`to2`… */
const LEG_KEYS = Array.from({ length: MAX_TRIP_LEGS }, (_, index) => {
  const airports =
    index === 0
      ? { origin: FILTER_QUERY_KEYS.originAirports, destination: FILTER_QUERY_KEYS.destinationAirports }
      : { origin: `from${index + 1}`, destination: `to${index + 1}` };
  if (index === 0) return { departure: FILTER_QUERY_KEYS.departureThere, arrival: FILTER_QUERY_KEYS.arrivalThere, ...airports };
  if (index === 1) return { departure: FILTER_QUERY_KEYS.departureBack, arrival: FILTER_QUERY_KEYS.arrivalBack, ...airports };
  return { departure: `dep${index + 1}`, arrival: `arr${index + 1}`, ...airports };
});
/** The lists of each flight up to the last one that has a choice (none: no list at all). */
const upToLastChosen = <T>(lists: T[][]) => lists.slice(0, lists.findLastIndex((list) => list.length > 0) + 1);

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

/** The filters of the URL query; never throws: an unreadable value is dropped (a link with a typo still opens, less filtered). */
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
    originAirports: upToLastChosen(LEG_KEYS.map((keys) => codes(query.get(keys.origin)))),
    destinationAirports: upToLastChosen(LEG_KEYS.map((keys) => codes(query.get(keys.destination)))),
    priceMax: positiveInt(query.get(FILTER_QUERY_KEYS.priceMax)),
  };
}

/** The filters written into a copy of the query: only what differs from "no filter", in a stable order, so equal views have equal URLs. */
export function filtersToQuery(filters: ResultFilterState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const key of [...Object.values(FILTER_QUERY_KEYS), ...LEG_KEYS.flatMap((keys) => Object.values(keys))]) query.delete(key);
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
  LEG_KEYS.forEach((keys, index) => {
    put(keys.origin, [...(filters.originAirports[index] ?? [])].sort().join(','));
    put(keys.destination, [...(filters.destinationAirports[index] ?? [])].sort().join(','));
  });
  put(FILTER_QUERY_KEYS.priceMax, filters.priceMax ? String(filters.priceMax) : null);
  return query;
}

/** True when any filter (not the sort) narrows the list: the reset button shows then. */
export function hasActiveFilters(filters: ResultFilterState): boolean {
  return filtersToQuery({ ...filters, sort: 'best' }).toString() !== '';
}
