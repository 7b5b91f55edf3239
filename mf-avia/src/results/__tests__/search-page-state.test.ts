import { renderHook } from '@testing-library/react';
import { fakeApi, json, samplePlace } from 'shared/testing';
import { NO_FILTERS, type ResultFilterState } from 'shared/flights';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentCities, rememberSearch } from '../../search-form/recent-searches';
import { codeStandIn, EMPTY_SEARCH_FORM, readSearchString } from '../../search-form/search-form-values';
import { filtersFromQuery, filtersToQuery, hasActiveFilters, useSearchFormFromString, withCityNamed } from '../search-page-state';

const TODAY = '2026-11-23';
const moscow = { cityId: 'MOW', city: 'Москва', country: 'Россия' };
const istanbul = { cityId: 'IST', city: 'Стамбул', country: 'Турция' };

describe('the results form names the cities of a multi-city string', () => {
  const reading = readSearchString('MOW2512IST2812AYT0301MOW1', TODAY);
  const unnamed = {
    ...EMPTY_SEARCH_FORM,
    ...reading.values,
    legs: reading.legs.map((leg) => ({ from: null, fromText: '', to: null, toText: '', date: leg.date })),
  };

  it('puts a named code everywhere the string has it: leg 1 in the simple fields too, every leg', () => {
    const named = withCityNamed(unnamed, reading, 'MOW', moscow);
    expect(named).toMatchObject({ multiCity: true, from: moscow, fromText: 'Москва', to: null });
    expect(named.legs.map((leg) => [leg.fromText, leg.toText])).toEqual([
      ['Москва', ''],
      ['', ''],
      ['', 'Москва'],
    ]);
    const both = withCityNamed(named, reading, 'IST', istanbul);
    expect(both.legs.map((leg) => [leg.fromText, leg.toText])).toEqual([
      ['Москва', 'Стамбул'],
      ['Стамбул', ''],
      ['', 'Москва'],
    ]);
  });

  it('never over what the traveller started typing meanwhile', () => {
    const typing = { ...unnamed, legs: unnamed.legs.map((leg, index) => (index === 2 ? { ...leg, toText: 'каз' } : leg)) };
    expect(withCityNamed(typing, reading, 'MOW', moscow).legs[2]).toMatchObject({ to: null, toText: 'каз' });
  });
});

describe('the results form when the place names cannot be fetched', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the codes of the string, and searches them again without remembering them as cities', async () => {
    fakeApi({ 'GET /flights/places/MOW': () => new TypeError('Failed to fetch'), 'GET /flights/places/AER': () => json(503, {}) });
    const { result } = renderHook(() => useSearchFormFromString('MOW1012AER1'));
    await vi.waitFor(() => expect(result.current.values).toMatchObject({ fromText: 'MOW', toText: 'AER' }));
    expect(result.current.values.from).toEqual(codeStandIn('MOW'));
    rememberSearch(result.current.values.from!, result.current.values.to!, 'MOW1012AER1');
    expect(recentCities()).toEqual([]);
  });

  it('leaves an unknown code empty: the search explains it', async () => {
    const api = fakeApi({ 'GET /flights/places/MOW': json(200, samplePlace) });
    const { result } = renderHook(() => useSearchFormFromString('MOW1012ZZZ1'));
    await vi.waitFor(() => expect(result.current.values.fromText).toBe('Москва'));
    await vi.waitFor(() => expect(api.callsTo('GET', '/flights/places/ZZZ')).toHaveLength(1));
    expect(result.current.values).toMatchObject({ to: null, toText: '' });
  });
});

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
