import { SEARCH_STRING_MESSAGES } from 'shared/flights';
import { firstLegError, searchStringOfLegs, validateLegs, withLegAdded, withLegChanged, withLegRemoved } from '../multi-city-values';
import { EMPTY_SEARCH_FORM, legsOfSimpleForm, SEARCH_FORM_MESSAGES, simpleFieldsOfLegs, type CityChoice, type LegFormValues } from '../search-form-values';

const TODAY = '2026-11-23';
const city = (cityId: string, name: string): CityChoice => ({ cityId, city: name, country: 'Россия' });
const moscow = city('MOW', 'Москва');
const istanbul = { ...city('IST', 'Стамбул'), country: 'Турция' };
const antalya = { ...city('AYT', 'Анталья'), country: 'Турция' };
const leg = (from: CityChoice | null, to: CityChoice | null, date: string): LegFormValues => ({
  from,
  fromText: from?.city ?? '',
  to,
  toText: to?.city ?? '',
  date,
});

const trip = [leg(moscow, istanbul, '25.12.2026'), leg(istanbul, antalya, '28.12.2026'), leg(antalya, moscow, '03.01.2027')];

describe('the legs of «Сложный маршрут»', () => {
  it('opens with the simple trip as leg 1, and leg 2 leaving from its destination on its day', () => {
    const simple = { ...EMPTY_SEARCH_FORM, from: moscow, fromText: 'Москва', to: istanbul, toText: 'Стамбул', departureDate: '25.12.2026' };
    expect(legsOfSimpleForm(simple)).toEqual([leg(moscow, istanbul, '25.12.2026'), leg(istanbul, null, '25.12.2026')]);
  });

  it('opens a return trip as its two legs', () => {
    const simple = {
      ...EMPTY_SEARCH_FORM,
      from: moscow,
      fromText: 'Москва',
      to: istanbul,
      toText: 'Стамбул',
      departureDate: '25.12.2026',
      returnDate: '30.12.2026',
    };
    expect(legsOfSimpleForm(simple)).toEqual([leg(moscow, istanbul, '25.12.2026'), leg(istanbul, moscow, '30.12.2026')]);
  });

  it('finds the legs typed before when switched on again, leg 1 as the simple fields say it now', () => {
    const form = { ...EMPTY_SEARCH_FORM, from: antalya, fromText: 'Анталья', to: istanbul, toText: 'Стамбул', departureDate: '20.12.2026', legs: trip };
    expect(legsOfSimpleForm(form)).toEqual([leg(antalya, istanbul, '20.12.2026'), trip[1], trip[2]]);
  });

  it('switching off keeps the first leg in the simple fields and the legs for later', () => {
    const off = simpleFieldsOfLegs({ ...EMPTY_SEARCH_FORM, multiCity: true, legs: trip });
    expect(off).toMatchObject({ multiCity: false, from: moscow, fromText: 'Москва', to: istanbul, toText: 'Стамбул', departureDate: '25.12.2026', legs: trip });
  });

  it('adds a leg leaving from the last destination on the last date, never more than 6', () => {
    expect(withLegAdded(trip)[3]).toEqual(leg(moscow, null, '03.01.2027'));
    const six = withLegAdded(withLegAdded(withLegAdded(trip)));
    expect(six).toHaveLength(6);
    expect(withLegAdded(six)).toHaveLength(6);
  });

  it("a destination chosen becomes the next leg's origin while that one is empty, never over what was typed", () => {
    const empty = [leg(moscow, null, '25.12.2026'), leg(null, null, '')];
    expect(withLegChanged(empty, 0, { to: istanbul, toText: 'Стамбул' })).toEqual([leg(moscow, istanbul, '25.12.2026'), leg(istanbul, null, '')]);
    const typed = [empty[0]!, { ...empty[1]!, fromText: 'анк' }];
    expect(withLegChanged(typed, 0, { to: istanbul, toText: 'Стамбул' })[1]).toEqual(typed[1]);
    expect(withLegChanged(trip, 0, { to: antalya, toText: 'Анталья' })[1]).toEqual(trip[1]);
    expect(withLegChanged(empty, 0, { toText: 'ст', to: null })[1]).toEqual(empty[1]);
  });

  it('removes the leg asked for, never below 2', () => {
    expect(withLegRemoved(trip, 1)).toEqual([trip[0], trip[2]]);
    expect(withLegRemoved(trip.slice(0, 2), 0)).toEqual(trip.slice(0, 2));
  });
});

describe('validation of the legs', () => {
  it('accepts a good trip and builds its multi-city string', () => {
    expect(validateLegs(trip, TODAY)).toEqual([{}, {}, {}]);
    expect(firstLegError(validateLegs(trip, TODAY))).toBeNull();
    expect(searchStringOfLegs({ ...EMPTY_SEARCH_FORM, multiCity: true, legs: trip, adults: 2 })).toBe('MOW2512IST2812AYT0301MOW2');
    const openJaw = [trip[0]!, leg(antalya, moscow, '3.1.2027')];
    expect(searchStringOfLegs({ ...EMPTY_SEARCH_FORM, multiCity: true, legs: openJaw, isBusiness: true })).toBe('MOW2512IST-AYT0301MOW1B');
  });

  it('says a date going backwards on the leg that does', () => {
    const backwards = [trip[0]!, leg(istanbul, antalya, '20.12.2026'), trip[2]!];
    expect(validateLegs(backwards, TODAY)).toEqual([{}, { date: SEARCH_STRING_MESSAGES.legBeforePrevious }, {}]);
    expect(firstLegError(validateLegs(backwards, TODAY))).toEqual({ index: 1, field: 'date' });
  });

  it('says empty, unchosen and same cities, and bad dates, as the simple form does', () => {
    const errors = validateLegs([leg(null, null, ''), { ...leg(null, istanbul, '32.12.2026'), fromText: 'анк' }, leg(istanbul, istanbul, '01.11.2026')], TODAY);
    expect(errors).toEqual([
      { from: SEARCH_FORM_MESSAGES.required, to: SEARCH_FORM_MESSAGES.required, date: SEARCH_FORM_MESSAGES.required },
      { from: SEARCH_FORM_MESSAGES.chooseCity, date: 'Такой даты нет' },
      { to: SEARCH_STRING_MESSAGES.sameCities, date: SEARCH_STRING_MESSAGES.pastDate },
    ]);
    expect(firstLegError(errors)).toEqual({ index: 0, field: 'from' });
  });

  it('compares a date with the last readable one before it', () => {
    const gap = [trip[0]!, leg(istanbul, antalya, 'завтра'), leg(antalya, moscow, '24.12.2026')];
    expect(validateLegs(gap, TODAY)).toEqual([{}, { date: SEARCH_FORM_MESSAGES.dateFormat }, { date: SEARCH_STRING_MESSAGES.legBeforePrevious }]);
  });
});
