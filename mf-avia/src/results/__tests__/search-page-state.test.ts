import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { fakeApi, json, samplePlace } from 'shared/testing';
import { searchParamsArbitrary } from 'shared/testing/search-params';
import { decodeSearchString, encodeSearchString, NO_FILTERS, SEARCH_STRING_MESSAGES, type ResultFilterState } from 'shared/flights';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchStringOfLegs } from '../../search-form/multi-city-values';
import { recentCities, rememberSearch } from '../../search-form/recent-searches';
import { codeStandIn, EMPTY_SEARCH_FORM, searchStringOfForm } from '../../search-form/search-form-values';
import {
  filtersFromQuery,
  filtersToQuery,
  formOfReading,
  hasActiveFilters,
  readSearchString,
  useSearchFormFromString,
  withCityNamed,
  type SearchStringReading,
} from '../search-page-state';

const TODAY = '2026-11-23';
const moscow = { cityId: 'MOW', city: 'Москва', country: 'Россия' };
const istanbul = { cityId: 'IST', city: 'Стамбул', country: 'Турция' };

const NOTHING_READ: SearchStringReading = {
  read: { origin: null, destination: null, departureDate: null, returnDate: null, adults: 1, children: 0, infants: 0, isBusiness: false },
  message: SEARCH_STRING_MESSAGES.malformed,
  params: null,
  searchString: null,
};

/** The form the results page starts from, no city known from the last searches. */
const formOf = (text: string) => formOfReading(readSearchString(text, TODAY));

describe('the form read from /search/:searchString (the codec reads it)', () => {
  beforeEach(() => localStorage.clear());

  it('fills every field from a valid string', () => {
    const reading = readSearchString('MOW2512LED3012210B', TODAY);
    expect(reading.message).toBeNull();
    expect(readSearchString(' mow2512led3012210b', TODAY).searchString).toBe('MOW2512LED3012210B');
    expect(reading.read).toMatchObject({ origin: 'MOW', destination: 'LED' });
    expect(formOfReading(reading)).toEqual({
      ...EMPTY_SEARCH_FORM,
      departureDate: '25.12.2026',
      returnDate: '30.12.2026',
      adults: 2,
      children: 1,
      infants: 0,
      isBusiness: true,
      multiCity: false,
    });
  });

  it('fills every leg of a multi-city string, an open jaw included', () => {
    const reading = readSearchString('mow2512ist2812ayt0301mow210b', TODAY);
    expect(reading).toMatchObject({ message: null, searchString: 'MOW2512IST2812AYT0301MOW210B', read: { origin: 'MOW', destination: 'IST' } });
    expect(formOfReading(reading)).toMatchObject({ departureDate: '25.12.2026', returnDate: '', multiCity: true, adults: 2, children: 1, isBusiness: true });
    expect(reading.read.legs).toEqual([
      { origin: 'MOW', destination: 'IST', date: '2026-12-25' },
      { origin: 'IST', destination: 'AYT', date: '2026-12-28' },
      { origin: 'AYT', destination: 'MOW', date: '2027-01-03' },
    ]);
    expect(formOfReading(reading).legs.map((leg) => leg.date)).toEqual(['25.12.2026', '28.12.2026', '03.01.2027']);
    expect(readSearchString('MOW2512LED-KGD0301MOW1', TODAY).read.legs).toEqual([
      { origin: 'MOW', destination: 'LED', date: '2026-12-25' },
      { origin: 'KGD', destination: 'MOW', date: '2027-01-03' },
    ]);
  });

  it('reads a broken multi-city string as far as its legs go, with the Russian message', () => {
    // The third leg's date is no date: the first two legs still fill the form.
    const badThird = readSearchString('MOW2512IST2812AYT3113MOW1', TODAY);
    expect(badThird.message).toBe(SEARCH_STRING_MESSAGES.badLegDate);
    expect(formOfReading(badThird)).toMatchObject({ multiCity: true, adults: 1 });
    expect(badThird.read.legs?.map((leg) => leg.destination)).toEqual(['IST', 'AYT']);
    // Seven legs: the first six, passengers kept.
    const seven = readSearchString('MOW0112AER0212KZN0312LED0412KGD0512OVB0612SVX0712MOW2', TODAY);
    expect(seven.message).toBe(SEARCH_STRING_MESSAGES.legCount);
    expect(seven.read.legs).toHaveLength(6);
    expect(seven.read.adults).toBe(2);
    // Passengers that break the rules fall back to the defaults; the legs stay.
    const noAdult = readSearchString('MOW2512IST2812AYT010', TODAY);
    expect(noAdult.message).toBe(SEARCH_STRING_MESSAGES.noAdults);
    expect(formOfReading(noAdult)).toMatchObject({ multiCity: true, adults: 1, children: 0, infants: 0 });
    expect(noAdult.read.legs).toHaveLength(2);
    // A first leg that cannot be read reads as today's rule: the simple form, as far as it goes.
    const badFirst = readSearchString('MOW3113IST2812AYT1', TODAY);
    expect(badFirst.message).toBe(SEARCH_STRING_MESSAGES.badDeparture);
    expect(badFirst.read).toMatchObject({ origin: 'MOW', destination: 'IST', departureDate: null });
    expect(badFirst.read.legs).toBeUndefined();
    expect(formOfReading(badFirst)).toMatchObject({ legs: [], departureDate: '', multiCity: false });
  });

  it('resolves a day already past this year to next year', () => {
    expect(formOf('MOW0101LED1').departureDate).toBe('01.01.2027');
  });

  it('reads a broken string as far as it goes and explains in Russian', () => {
    const badDate = readSearchString('MOW3102LED2', TODAY);
    expect(badDate.message).toBe(SEARCH_STRING_MESSAGES.badDeparture);
    expect(badDate.read).toMatchObject({ origin: 'MOW', destination: 'LED', departureDate: null, adults: 2 });
    expect(formOfReading(badDate)).toMatchObject({ departureDate: '', adults: 2 });

    const noInfantAdult = readSearchString('MOW2512LED3012102', TODAY);
    expect(noInfantAdult.message).toBe(SEARCH_STRING_MESSAGES.tooManyInfants);
    expect(formOfReading(noInfantAdult)).toMatchObject({ departureDate: '25.12.2026', returnDate: '30.12.2026', adults: 1, infants: 0 });

    const garbage = readSearchString('hello', TODAY);
    expect(garbage.message).toBe(SEARCH_STRING_MESSAGES.malformed);
    expect(garbage.read).toMatchObject({ origin: null, destination: null, adults: 1 });

    expect(readSearchString('MOW2512MOW1', TODAY).message).toBe(SEARCH_STRING_MESSAGES.sameCities);
  });

  it("leaves the form at its defaults (1 adult, economy) when nothing can be read: 'garbage' is no business class", () => {
    for (const text of ['garbage', 'GARBAGE', 'hello', '1B', '2512LED1B', '', '   ']) {
      expect(readSearchString(text, TODAY), text).toEqual(NOTHING_READ);
      expect(formOf(text), text).toEqual(EMPTY_SEARCH_FORM);
    }
  });

  it('fuzz: any string that is no search and starts with no city code leaves the form at its defaults', () => {
    const noSearch = fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z]{0,12}$/), fc.stringMatching(/^[A-Za-z]{0,2}\d{0,8}[Bb]?$/));
    fc.assert(
      fc.property(noSearch, (text) => {
        fc.pre(!decodeSearchString(text, TODAY).ok && !/^[A-Z]{3}\d/.test(text.trim().toUpperCase()));
        expect(readSearchString(text, TODAY)).toEqual(NOTHING_READ);
      }),
    );
  });

  it('fuzz: the form of any encoded search encodes back to it, with the same parameters', () => {
    fc.assert(
      fc.property(searchParamsArbitrary(TODAY), (params) => {
        const text = encodeSearchString(params);
        const reading = readSearchString(text, TODAY);
        expect(reading.params).toEqual(params);
        expect(reading.searchString).toBe(text);
        expect(searchStringOfTheForm(reading)).toBe(text);
      }),
    );
  });
});

/** What the results page's form searches once every code has its city (any name will do). */
function searchStringOfTheForm(reading: SearchStringReading): string {
  const city = (cityId: string) => ({ ...moscow, cityId });
  const form = formOfReading(reading);
  const values = {
    ...form,
    from: city(reading.read.origin!),
    to: city(reading.read.destination!),
    legs: (reading.read.legs ?? []).map((leg, index) => ({ ...form.legs[index]!, from: city(leg.origin), to: city(leg.destination) })),
  };
  return values.multiCity ? searchStringOfLegs(values) : searchStringOfForm(values);
}

describe('the results form names the cities of a multi-city string', () => {
  const reading = readSearchString('MOW2512IST2812AYT0301MOW1', TODAY);
  const unnamed = formOfReading(reading);

  it('puts a named code everywhere the string has it: leg 1 in the simple fields too, every leg', () => {
    const named = withCityNamed(unnamed, reading.read, 'MOW', moscow);
    expect(named).toMatchObject({ multiCity: true, from: moscow, fromText: 'Москва', to: null });
    expect(named.legs.map((leg) => [leg.fromText, leg.toText])).toEqual([
      ['Москва', ''],
      ['', ''],
      ['', 'Москва'],
    ]);
    const both = withCityNamed(named, reading.read, 'IST', istanbul);
    expect(both.legs.map((leg) => [leg.fromText, leg.toText])).toEqual([
      ['Москва', 'Стамбул'],
      ['Стамбул', ''],
      ['', 'Москва'],
    ]);
  });

  it('never over what the traveller started typing meanwhile', () => {
    const typing = { ...unnamed, legs: unnamed.legs.map((leg, index) => (index === 2 ? { ...leg, toText: 'каз' } : leg)) };
    expect(withCityNamed(typing, reading.read, 'MOW', moscow).legs[2]).toMatchObject({ to: null, toText: 'каз' });
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
    rememberSearch([{ from: result.current.values.from!, to: result.current.values.to! }], 'MOW1012AER1');
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
      originAirports: [['SVO']],
      destinationAirports: [['LED']],
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

  it("keeps a multi-city trip's airports per flight: the first as from/to, the second on as from2/to2…", () => {
    const filters: ResultFilterState = { ...NO_FILTERS, originAirports: [[], ['SAW', 'IST']], destinationAirports: [['IST'], [], ['GZP']] };
    const query = filtersToQuery(filters);
    expect(query.toString()).toBe('to=IST&from2=IST%2CSAW&to3=GZP');
    expect(filtersFromQuery(query)).toEqual({ ...filters, originAirports: [[], ['IST', 'SAW']] });
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
