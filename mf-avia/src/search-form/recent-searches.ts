import * as v from 'valibot';
import { readStoredJson, writeStored } from 'shared';
import { MAX_SEARCH_STRING_LENGTH } from 'shared/flights';
import { isCodeStandIn, type CityChoice } from './search-form-values';

/** The area's own key: the traveller's last searches, newest first (this device only). */
export const RECENT_SEARCHES_KEY = 'avia_recent_searches';
const MAX_RECENT = 5;

const citySchema = v.object({ cityId: v.string(), city: v.string(), country: v.string() });
const recentSchema = v.object({
  /** The (first) flight's cities. */
  from: citySchema,
  to: citySchema,
  /** Every flight's cities of a multi-city search, in order; absent for one way and return. */
  legs: v.optional(v.array(v.object({ from: citySchema, to: citySchema }))),
  /** The search string of that search (dates may be past: the form then offers only the cities). */
  searchString: v.pipe(v.string(), v.maxLength(MAX_SEARCH_STRING_LENGTH)),
});
export type RecentSearch = v.InferOutput<typeof recentSchema>;
/** One flight of a search as the form chose its cities. */
export type ChosenRoute = Pick<RecentSearch, 'from' | 'to'>;

/** Never throws: broken or foreign data in storage reads as "no recent searches". */
export function readRecentSearches(): RecentSearch[] {
  // one broken entry costs only itself
  return (readStoredJson(RECENT_SEARCHES_KEY, v.array(v.unknown())) ?? [])
    .flatMap((item) => {
      const one = v.safeParse(recentSchema, item);
      return one.success ? [one.output] : [];
    })
    .slice(0, MAX_RECENT);
}

/** A search's flights, the one of a one-way or return search too. */
export const routesOf = (item: RecentSearch): ChosenRoute[] => item.legs ?? [item];
const routeKey = (routes: ChosenRoute[]) => routes.map((route) => `${route.from.cityId}-${route.to.cityId}`).join();

/** Keeps a search of these flights (one, or a multi-city search's every one), once per route, newest first. */
export function rememberSearch(routes: ChosenRoute[], searchString: string): void {
  if (routes.some((route) => isCodeStandIn(route.from) || isCodeStandIn(route.to))) return;
  const legs = routes.map((route) => ({ from: pick(route.from), to: pick(route.to) }));
  const entry: RecentSearch = { ...legs[0]!, ...(legs.length > 1 ? { legs } : {}), searchString };
  const rest = readRecentSearches().filter((item) => routeKey(routesOf(item)) !== routeKey(legs));
  writeStored(RECENT_SEARCHES_KEY, JSON.stringify([entry, ...rest].slice(0, MAX_RECENT)));
}

/** Cities of the last searches (every flight's both ends), newest first, each once: the empty field's offer. */
export function recentCities(): CityChoice[] {
  const seen = new Map<string, CityChoice>();
  for (const item of readRecentSearches()) {
    for (const route of routesOf(item)) for (const city of [route.from, route.to]) if (!seen.has(city.cityId)) seen.set(city.cityId, city);
  }
  return [...seen.values()];
}

const pick = ({ cityId, city, country }: CityChoice): CityChoice => ({ cityId, city, country });
