import { EMPTY_SEARCH_FORM, readSearchString } from '../../search-form/search-form-values';
import { withCityNamed } from '../use-search-form-from-string';

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
