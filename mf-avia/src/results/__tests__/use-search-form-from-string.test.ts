import { renderHook } from '@testing-library/react';
import { fakeApi, json, samplePlace } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentCities, rememberSearch } from '../../search-form/recent-searches';
import { codeStandIn, EMPTY_SEARCH_FORM, readSearchString } from '../../search-form/search-form-values';
import { useSearchFormFromString, withCityNamed } from '../use-search-form-from-string';

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
