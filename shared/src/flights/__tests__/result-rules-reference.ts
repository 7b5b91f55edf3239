import type { FlightResult } from '../search-contract';
import {
  DAY_PART_NAMES,
  DAY_PARTS,
  shownFareOf,
  sortShown,
  type DayPart,
  type FilteredResults,
  type ResultFilterState,
  type ShownResult,
} from '../result-rules';

// The filtering of results written plainly: each group's option counts come from filtering all
// results again without that group. Only the oracle result-rules.test.ts compares the one-pass
// engine with on random result sets; pricing, sorting and the shapes are the real module's.

const hhmm = (local: string) => local.slice(11, 16);
const dayPartOf = (local: string): DayPart => DAY_PART_NAMES.find((part) => hhmm(local) <= DAY_PARTS[part].to) ?? 'evening';

type Group = 'stops' | 'airlines' | 'time' | 'duration' | 'originAirports' | 'destinationAirports' | 'price';

/** One filter group's test; `skip` leaves a group out (for that group's own option counts). */
function passes(item: ShownResult, filters: ResultFilterState, skip: Group | null): boolean {
  const { result } = item;
  const inAirports = (lists: string[][], code: (direction: FlightResult['directions'][number]) => string) =>
    result.directions.every((direction, i) => !lists[i]?.length || lists[i]!.includes(code(direction)));
  if (skip !== 'stops' && filters.stops.length && !filters.stops.includes(result.stops)) return false;
  if (skip !== 'airlines' && filters.airlines.length && !result.carriers.some((c) => filters.airlines.includes(c.code))) return false;
  if (skip !== 'time') {
    for (let i = 0; i < result.directions.length; i += 1) {
      const direction = result.directions[i]!;
      const dep = filters.departureParts[i] ?? [];
      const arr = filters.arrivalParts[i] ?? [];
      if (dep.length && !dep.includes(dayPartOf(direction.departureLocal))) return false;
      if (arr.length && !arr.includes(dayPartOf(direction.arrivalLocal))) return false;
    }
  }
  if (skip !== 'duration' && filters.maxDurationMinutes && result.directions.some((d) => d.durationMinutes > filters.maxDurationMinutes!)) return false;
  if (skip !== 'originAirports' && !inAirports(filters.originAirports, (d) => d.origin.code)) return false;
  if (skip !== 'destinationAirports' && !inAirports(filters.destinationAirports, (d) => d.destination.code)) return false;
  if (skip !== 'price' && filters.priceMax && item.price > filters.priceMax) return false;
  return true;
}

function priced(results: readonly FlightResult[], baggage: boolean): ShownResult[] {
  const out: ShownResult[] = [];
  for (const result of results) {
    const fare = shownFareOf(result, baggage);
    if (fare) out.push({ result, price: fare.price.total, baggageIncluded: fare.conditions.checkedBag !== null });
  }
  return out;
}

function tally<T>(items: ShownResult[], keyOf: (item: ShownResult) => T[]): Map<T, { count: number; minPrice: number }> {
  const map = new Map<T, { count: number; minPrice: number }>();
  for (const item of items) {
    for (const key of new Set(keyOf(item))) {
      const entry = map.get(key);
      if (entry) {
        entry.count += 1;
        entry.minPrice = Math.min(entry.minPrice, item.price);
      } else map.set(key, { count: 1, minPrice: item.price });
    }
  }
  return map;
}

/** The shown list and the filter panel's options with counts, from all results so far. */
export function filterResults(results: readonly FlightResult[], filters: ResultFilterState): FilteredResults {
  const all = priced(results, filters.baggage);
  const items = sortShown(
    all.filter((item) => passes(item, filters, null)),
    filters.sort,
  );
  const without = (group: Group) => all.filter((item) => passes(item, filters, group));

  const names = new Map<string, string>();
  for (const r of results) {
    for (const c of r.carriers) names.set(c.code, c.name);
    for (const d of r.directions) {
      names.set(d.origin.code, d.origin.name);
      names.set(d.destination.code, d.destination.name);
    }
  }
  const directions = Math.max(1, ...results.map((r) => r.directions.length));
  const options = <T>(map: Map<T, { count: number; minPrice: number }>, universe: T[]) =>
    universe.map((value) => ({ value, count: map.get(value)?.count ?? 0, minPrice: map.get(value)?.minPrice ?? null }));

  const stopsAll = [...new Set(all.map((i) => i.result.stops))].sort();
  const stopsTally = tally(without('stops'), (i) => [i.result.stops]);
  const airlinesAll = [...new Set(all.flatMap((i) => i.result.carriers.map((c) => c.code)))];
  // A trip is an option of every airline it flies on, and choosing any of them keeps it.
  const airlineTally = tally(without('airlines'), (i) => i.result.carriers.map((c) => c.code));
  const timeBase = without('time');
  const partOptions = (pick: (r: FlightResult) => string | undefined) =>
    options(
      tally(timeBase, (i) => {
        const local = pick(i.result);
        return local ? [dayPartOf(local)] : [];
      }),
      DAY_PART_NAMES,
    );
  /** Each direction's airports: every one some result has there, with the results that pass the other groups. */
  const airportOptions = (group: 'originAirports' | 'destinationAirports', code: (d: FlightResult['directions'][number]) => string) =>
    [...Array(directions).keys()].map((i) => {
      const at = (item: ShownResult) => (item.result.directions[i] ? [code(item.result.directions[i]!)] : []);
      return options(tally(without(group), at), [...new Set(all.flatMap(at))].sort()).map(withNames);
    });
  const durations = all.map((i) => Math.max(...i.result.directions.map((d) => d.durationMinutes)));
  const prices = all.map((i) => i.price);
  const withNames = <T extends { value: string }>(option: T) => ({ ...option, name: names.get(option.value) ?? option.value });

  const directionSlots = [...Array(Math.max(2, ...results.map((r) => r.directions.length))).keys()];
  return {
    items,
    total: all.length,
    facets: {
      stops: options(stopsTally, stopsAll),
      airlines: options(airlineTally, airlinesAll)
        .map(withNames)
        .sort((a, b) => (a.minPrice ?? Infinity) - (b.minPrice ?? Infinity)),
      departureParts: directionSlots.map((i) => partOptions((r) => r.directions[i]?.departureLocal)),
      arrivalParts: directionSlots.map((i) => partOptions((r) => r.directions[i]?.arrivalLocal)),
      originAirports: airportOptions('originAirports', (d) => d.origin.code),
      destinationAirports: airportOptions('destinationAirports', (d) => d.destination.code),
      baggageCount: priced(results, true).filter((item) => passes(item, filters, null)).length,
      duration: durations.length ? { min: Math.min(...durations), max: Math.max(...durations) } : null,
      price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
      directions,
    },
  };
}
