import * as v from 'valibot';
import { readStoredJson, writeStored } from 'shared';
import { isCodeStandIn, type CityChoice } from './search-form-values';

/** The area's own key: the traveller's last searches, newest first (this device only). */
export const RECENT_SEARCHES_KEY = 'avia_recent_searches';
const MAX_RECENT = 5;

const citySchema = v.object({ cityId: v.string(), city: v.string(), country: v.string() });
const recentSchema = v.object({
  from: citySchema,
  to: citySchema,
  /** The search string of that search (dates may be past: the form then offers only the cities). */
  searchString: v.pipe(v.string(), v.maxLength(32)),
});
export type RecentSearch = v.InferOutput<typeof recentSchema>;

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

export function rememberSearch(from: CityChoice, to: CityChoice, searchString: string): void {
  if (isCodeStandIn(from) || isCodeStandIn(to)) return;
  const entry: RecentSearch = { from: pick(from), to: pick(to), searchString };
  const rest = readRecentSearches().filter((item) => item.from.cityId !== from.cityId || item.to.cityId !== to.cityId);
  writeStored(RECENT_SEARCHES_KEY, JSON.stringify([entry, ...rest].slice(0, MAX_RECENT)));
}

/** Cities of the last searches (both ends), newest first, each once: the empty field's offer. */
export function recentCities(): CityChoice[] {
  const seen = new Map<string, CityChoice>();
  for (const item of readRecentSearches()) {
    for (const city of [item.from, item.to]) if (!seen.has(city.cityId)) seen.set(city.cityId, city);
  }
  return [...seen.values()];
}

const pick = ({ cityId, city, country }: CityChoice): CityChoice => ({ cityId, city, country });
