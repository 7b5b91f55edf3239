import { NO_FILTERS, type ResultFilterState } from 'shared/flights';
import { filtersFromQuery, filtersToQuery, hasActiveFilters } from '../filter-query';

describe('filters ↔ URL query', () => {
  it('reads nothing from an empty query', () => {
    expect(filtersFromQuery(new URLSearchParams())).toEqual(NO_FILTERS);
    expect(filtersToQuery(NO_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters: ResultFilterState = {
      sort: 'cheapest',
      stops: [0, 1],
      airlines: ['S7', 'SU'],
      departureParts: [['morning', 'evening'], ['night']],
      arrivalParts: [['day'], []],
      baggage: true,
      maxDurationMinutes: 600,
      originAirports: ['SVO'],
      destinationAirports: ['LED'],
      priceMax: 15000,
    };
    const query = filtersToQuery(filters);
    expect(query.toString()).toBe(
      'sort=cheapest&stops=0%2C1&airlines=S7%2CSU&dep=morning%2Cevening&arr=day&backDep=night&baggage=1&maxDuration=600&from=SVO&to=LED&priceMax=15000',
    );
    expect(filtersFromQuery(new URLSearchParams(query.toString()))).toEqual(filters);
  });

  it("keeps the time windows of a multi-city trip's third flight on as dep3, arr3…; the first two as there and back", () => {
    const filters: ResultFilterState = { ...NO_FILTERS, departureParts: [['morning'], [], ['night', 'day']], arrivalParts: [[], [], [], [], [], ['evening']] };
    const query = filtersToQuery(filters);
    expect(query.toString()).toBe('dep=morning&dep3=night%2Cday&arr6=evening');
    expect(filtersFromQuery(query)).toEqual({
      ...NO_FILTERS,
      departureParts: [['morning'], [], ['night', 'day'], [], [], []],
      arrivalParts: [[], [], [], [], [], ['evening']],
    });
    expect(filtersFromQuery(new URLSearchParams('dep3=night&arr7=day'))).toEqual({
      ...NO_FILTERS,
      departureParts: [[], [], ['night']],
      arrivalParts: [[], [], []],
    });
  });

  it('writes equal views as equal URLs whatever the click order', () => {
    const a = filtersToQuery({ ...NO_FILTERS, stops: [1, 0], airlines: ['SU', 'S7'], departureParts: [['evening', 'morning'], []] });
    const b = filtersToQuery({ ...NO_FILTERS, stops: [0, 1], airlines: ['S7', 'SU'], departureParts: [['morning', 'evening'], []] });
    expect(a.toString()).toBe(b.toString());
  });

  it('drops what it cannot read and keeps foreign keys such as UTM', () => {
    const query = new URLSearchParams('sort=random&stops=0,7,x&airlines=su,<script>&dep=noon,night&maxDuration=-5&priceMax=abc&utm_source=mail');
    const filters = filtersFromQuery(query);
    expect(filters).toEqual({ ...NO_FILTERS, stops: [0], airlines: ['SU'], departureParts: [['night'], []] });
    expect(filtersToQuery(filters, query).toString()).toBe('utm_source=mail&stops=0&airlines=SU&dep=night');
  });

  it('tells whether anything narrows the list (sort alone does not)', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, sort: 'fastest' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, baggage: true })).toBe(true);
  });
});
