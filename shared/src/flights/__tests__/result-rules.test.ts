import { sampleDirection, sampleFlightResult } from 'shared/testing';
import type { FlightResult } from '../search-contract';
import { DAY_PART_NAMES, filterResults, NO_FILTERS, type DayPart, type ResultFilterState } from '../result-rules';
// A filter per group, then a pass per group for its counts: slow, but plainly right; the one-pass
// engine must give exactly the same answers.
import { filterResults as filterResultsOneGroupAtATime } from './result-rules-reference';

/** Small deterministic generator, so a failing case can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.35);
  return { next, pick, some };
}

const CARRIERS = [
  { code: 'SU', name: 'Аэрофлот' },
  { code: 'S7', name: 'S7 Airlines' },
  { code: 'U6', name: 'Уральские авиалинии' },
  { code: 'DP', name: 'Победа' },
];
const ORIGINS = [
  { code: 'SVO', name: 'Шереметьево' },
  { code: 'DME', name: 'Домодедово' },
  { code: 'VKO', name: 'Внуково' },
];
const DESTINATIONS = [
  { code: 'AYT', name: 'Анталья' },
  { code: 'GZP', name: 'Газипаша' },
];
const AIRPORTS = [...ORIGINS, ...DESTINATIONS].map((airport) => airport.code);
const TIMES = ['00:00', '05:59', '06:00', '09:30', '11:59', '12:00', '17:59', '18:00', '23:59'];
const checkedBag = { pieces: 1, weightKg: 23 };

function randomResults(seed: number, count: number, maxLegs = 2): FlightResult[] {
  const random = randomSource(seed);
  const template = sampleFlightResult as unknown as FlightResult;
  const fareTemplate = template.fares[0]!;
  return Array.from({ length: count }, (_, i) => {
    const origin = { ...sampleDirection.origin, ...random.pick(ORIGINS) };
    const destination = { ...sampleDirection.destination, ...random.pick(DESTINATIONS) };
    const direction = (from: typeof origin, to: typeof destination) => ({
      ...sampleDirection,
      origin: from,
      destination: to,
      departureLocal: `2026-12-25T${random.pick(TIMES)}`,
      arrivalLocal: `2026-12-25T${random.pick(TIMES)}`,
      durationMinutes: 60 + Math.floor(random.next() * 20) * 30,
    });
    const simple = random.next() < 0.5 ? [direction(origin, destination)] : [direction(origin, destination), direction(destination, origin)];
    // multi-city trips of 3 to maxLegs legs, each between airports of its own
    const legs = maxLegs > 2 && random.next() < 0.5 ? 3 + Math.floor(random.next() * (maxLegs - 2)) : 0;
    const airport = (ends: typeof ORIGINS) => ({ ...sampleDirection.origin, ...random.pick(ends) });
    const directions = legs ? Array.from({ length: legs }, () => direction(airport(ORIGINS), airport(DESTINATIONS))) : simple;
    // one airline, two, or one listed twice (a trip of two legs by the same airline)
    const first = random.pick(CARRIERS);
    const carriers = random.next() < 0.6 ? [first] : random.next() < 0.5 ? [first, random.pick(CARRIERS)] : [first, first];
    // no fare at all (never shown), fares without baggage only, or with a baggage fare too
    const fareCount = random.next() < 0.05 ? 0 : 1 + Math.floor(random.next() * 3);
    const fares = Array.from({ length: fareCount }, () => ({
      ...fareTemplate,
      conditions: { ...fareTemplate.conditions, checkedBag: random.next() < 0.4 ? checkedBag : null },
      price: { ...fareTemplate.price, total: 3000 + Math.floor(random.next() * 40) * 500 },
    }));
    return {
      ...template,
      id: `r-${i}`,
      directions,
      carriers,
      fares,
      stops: Math.floor(random.next() * 3),
      durationMinutes: directions.reduce((sum, d) => sum + d.durationMinutes, 0),
    } as FlightResult;
  });
}

function randomFilters(random: ReturnType<typeof randomSource>, lists = 2): ResultFilterState {
  const parts = () => random.some(DAY_PART_NAMES) as DayPart[];
  return {
    sort: random.pick(['best', 'cheapest', 'fastest'] as const),
    stops: random.some([0, 1, 2]),
    airlines: random.some(CARRIERS.map((c) => c.code)),
    departureParts: Array.from({ length: lists }, parts),
    arrivalParts: Array.from({ length: lists }, parts),
    baggage: random.next() < 0.3,
    maxDurationMinutes: random.next() < 0.3 ? 60 + Math.floor(random.next() * 20) * 30 : null,
    originAirports: Array.from({ length: lists }, () => random.some(AIRPORTS)),
    destinationAirports: Array.from({ length: lists }, () => random.some(AIRPORTS)),
    priceMax: random.next() < 0.3 ? 3000 + Math.floor(random.next() * 40) * 500 : null,
  };
}

describe('filterResults: one pass gives the answers of one pass per group', () => {
  it.each([1, 2, 3, 4, 5])('agrees on a random result set (seed %i) under 60 random filter choices', (seed) => {
    const results = randomResults(seed, 100);
    const random = randomSource(seed * 7919);
    const cases: ResultFilterState[] = [NO_FILTERS, { ...NO_FILTERS, stops: [0] }, { ...NO_FILTERS, baggage: true }];
    for (let i = 0; i < 60; i += 1) cases.push(randomFilters(random));
    for (const filters of cases) {
      expect(filterResults(results, filters), JSON.stringify(filters)).toEqual(filterResultsOneGroupAtATime(results, filters));
    }
  });

  it.each([6, 7, 8])('agrees on multi-city results with a time window list per leg (seed %i)', (seed) => {
    const results = randomResults(seed, 100, 6);
    const random = randomSource(seed * 7919);
    const cases: ResultFilterState[] = [NO_FILTERS, { ...NO_FILTERS, departureParts: [[], [], ['morning']] }];
    for (let i = 0; i < 40; i += 1) cases.push(randomFilters(random, 1 + Math.floor(random.next() * 6)));
    for (const filters of cases) {
      const answer = filterResults(results, filters);
      expect(answer, JSON.stringify(filters)).toEqual(filterResultsOneGroupAtATime(results, filters));
      expect(answer.facets.departureParts).toHaveLength(answer.facets.directions);
      expect(answer.facets.originAirports).toHaveLength(answer.facets.directions);
    }
    // An airport of leg 3 keeps only trips whose third leg leaves from it.
    const fromVnukovo = filterResults(results, { ...NO_FILTERS, originAirports: [[], [], ['VKO']] }).items;
    expect(fromVnukovo.some(({ result }) => result.directions.length >= 3)).toBe(true);
    for (const { result } of fromVnukovo) expect(result.directions.length < 3 || result.directions[2]!.origin.code === 'VKO').toBe(true);
    // A window on leg 3 keeps only trips whose third leg leaves then (one way and return have none).
    const third = filterResults(results, { ...NO_FILTERS, departureParts: [[], [], ['morning']] }).items;
    expect(third.length).toBeGreaterThan(0);
    const leavesInTheMorning = (local: string) => local.slice(11) >= '06:00' && local.slice(11) < '12:00';
    for (const { result } of third) expect(result.directions.length < 3 || leavesInTheMorning(result.directions[2]!.departureLocal)).toBe(true);
    expect(third.some(({ result }) => result.directions.length >= 3)).toBe(true);
  });

  it('agrees with one filter of each group set, where counts of the other groups change most', () => {
    const results = randomResults(42, 400);
    const one: Partial<ResultFilterState>[] = [
      { stops: [0] },
      { stops: [1, 2] },
      { airlines: ['SU'] },
      { airlines: ['SU', 'S7'] },
      { departureParts: [['morning'], []] },
      { arrivalParts: [[], ['night', 'evening']] },
      { baggage: true },
      { maxDurationMinutes: 180 },
      { originAirports: [['DME']] },
      { destinationAirports: [['GZP']] },
      { originAirports: [[], ['GZP']] },
      { priceMax: 8000 },
      { baggage: true, priceMax: 8000 },
    ];
    for (const patch of one) {
      const filters = { ...NO_FILTERS, ...patch };
      expect(filterResults(results, filters), JSON.stringify(patch)).toEqual(filterResultsOneGroupAtATime(results, filters));
    }
  });

  it('agrees on no results and on results that have no fare', () => {
    expect(filterResults([], NO_FILTERS)).toEqual(filterResultsOneGroupAtATime([], NO_FILTERS));
    const fareless = randomResults(9, 5).map((r) => ({ ...r, fares: [] }));
    expect(filterResults(fareless, { ...NO_FILTERS, stops: [0] })).toEqual(filterResultsOneGroupAtATime(fareless, { ...NO_FILTERS, stops: [0] }));
  });

  it('reads a result set once: the same array again reuses its keys, a new array is read anew', () => {
    const results = randomResults(3, 50);
    const nonstop = { ...NO_FILTERS, stops: [0] };
    const first = filterResults(results, nonstop);
    expect(filterResults(results, nonstop)).toEqual(first);
    // polling hands a new array when results arrive: the new ones must be counted
    const more = [...results, ...randomResults(4, 20).map((r) => ({ ...r, id: `more-${r.id}` }))];
    expect(filterResults(more, nonstop)).toEqual(filterResultsOneGroupAtATime(more, nonstop));
    expect(filterResults(more, NO_FILTERS).total).toBeGreaterThan(first.total);
  });
});

describe('filterResults: the rules a traveller reads off the page', () => {
  const template = sampleFlightResult as unknown as FlightResult;
  const fare = (total: number, withBag: boolean) => ({
    ...template.fares[0]!,
    conditions: { ...template.fares[0]!.conditions, checkedBag: withBag ? checkedBag : null },
    baggageIncluded: withBag,
    price: { ...template.fares[0]!.price, total },
  });
  const trip = (id: string, carriers: string[], fares = [fare(5000, false)]): FlightResult => ({
    ...template,
    id,
    fares,
    carriers: carriers.map((code) => CARRIERS.find((c) => c.code === code)!),
  });

  it('counts a trip of two airlines under both, and choosing either keeps it', () => {
    const results = [trip('su', ['SU']), trip('su-s7', ['SU', 'S7']), trip('s7-u6', ['S7', 'U6'])];
    const counts = (filters: ResultFilterState) => Object.fromEntries(filterResults(results, filters).facets.airlines.map((a) => [a.value, a.count]));
    expect(counts(NO_FILTERS)).toEqual({ SU: 2, S7: 2, U6: 1 });
    const shown = (airlines: string[]) =>
      filterResults(results, { ...NO_FILTERS, airlines })
        .items.map((item) => item.result.id)
        .sort();
    expect(shown(['SU'])).toEqual(['su', 'su-s7']);
    expect(shown(['U6'])).toEqual(['s7-u6']);
    expect(shown(['SU', 'U6'])).toEqual(['s7-u6', 'su', 'su-s7']);
    // a chosen airline leaves the other airlines' counts as their trips that pass every other group
    expect(counts({ ...NO_FILTERS, airlines: ['U6'] })).toEqual({ SU: 2, S7: 2, U6: 1 });
  });

  it('tells whether the fare whose price is shown has checked baggage', () => {
    const results = [trip('light-first', ['SU'], [fare(5400, false), fare(7100, true)]), trip('bag-cheapest', ['SU'], [fare(6000, true)])];
    const shown = (baggage: boolean) =>
      Object.fromEntries(filterResults(results, { ...NO_FILTERS, baggage }).items.map((item) => [item.result.id, [item.price, item.baggageIncluded]]));
    expect(shown(false)).toEqual({ 'light-first': [5400, false], 'bag-cheapest': [6000, true] });
    expect(shown(true)).toEqual({ 'light-first': [7100, true], 'bag-cheapest': [6000, true] });
  });
});
