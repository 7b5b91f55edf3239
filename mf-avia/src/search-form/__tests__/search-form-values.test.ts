import fc from 'fast-check';
import { decodeSearchString, encodeSearchString, SEARCH_STRING_MESSAGES } from 'shared/flights';
import { searchParamsArbitrary } from 'shared/testing/search-params';
import { normaliseTypedDate } from 'shared/date-field';
import { searchStringOfLegs } from '../multi-city-values';
import {
  EMPTY_SEARCH_FORM,
  formErrorsSummary,
  readSearchString,
  SEARCH_FORM_MESSAGES,
  searchStringOfForm,
  validateSearchForm,
  type SearchStringReading,
} from '../search-form-values';

const TODAY = '2026-11-23';
const moscow = { cityId: 'MOW', city: 'Москва', country: 'Россия' };
const peter = { cityId: 'LED', city: 'Санкт-Петербург', country: 'Россия' };

const NOTHING_READ = {
  originCode: null,
  destinationCode: null,
  values: { departureDate: '', returnDate: '', adults: 1, children: 0, infants: 0, isBusiness: false, multiCity: false },
  legs: [],
  message: SEARCH_STRING_MESSAGES.malformed,
  params: null,
  searchString: null,
};

describe('the form read from /search/:searchString', () => {
  it('fills every field from a valid string', () => {
    const reading = readSearchString('MOW2512LED3012210B', TODAY);
    expect(reading.message).toBeNull();
    expect(readSearchString(' mow2512led3012210b', TODAY).searchString).toBe('MOW2512LED3012210B');
    expect(reading.originCode).toBe('MOW');
    expect(reading.destinationCode).toBe('LED');
    expect(reading.values).toEqual({
      departureDate: '25.12.2026',
      returnDate: '30.12.2026',
      adults: 2,
      children: 1,
      infants: 0,
      isBusiness: true,
      multiCity: false,
    });
    expect(reading.legs).toEqual([]);
  });

  it('fills every leg of a multi-city string, an open jaw included', () => {
    const reading = readSearchString('mow2512ist2812ayt0301mow210b', TODAY);
    expect(reading).toMatchObject({ message: null, searchString: 'MOW2512IST2812AYT0301MOW210B', originCode: 'MOW', destinationCode: 'IST' });
    expect(reading.values).toMatchObject({ departureDate: '25.12.2026', returnDate: '', multiCity: true, adults: 2, children: 1, isBusiness: true });
    expect(reading.legs).toEqual([
      { originCode: 'MOW', destinationCode: 'IST', date: '25.12.2026' },
      { originCode: 'IST', destinationCode: 'AYT', date: '28.12.2026' },
      { originCode: 'AYT', destinationCode: 'MOW', date: '03.01.2027' },
    ]);
    expect(readSearchString('MOW2512LED-KGD0301MOW1', TODAY).legs).toEqual([
      { originCode: 'MOW', destinationCode: 'LED', date: '25.12.2026' },
      { originCode: 'KGD', destinationCode: 'MOW', date: '03.01.2027' },
    ]);
  });

  it('reads a broken multi-city string as far as its legs go, with the Russian message', () => {
    // The third leg's date is no date: the first two legs still fill the form.
    const badThird = readSearchString('MOW2512IST2812AYT3113MOW1', TODAY);
    expect(badThird.message).toBe(SEARCH_STRING_MESSAGES.badLegDate);
    expect(badThird.values).toMatchObject({ multiCity: true, adults: 1 });
    expect(badThird.legs.map((leg) => leg.destinationCode)).toEqual(['IST', 'AYT']);
    // Seven legs: the first six, passengers kept.
    const seven = readSearchString('MOW0112AER0212KZN0312LED0412KGD0512OVB0612SVX0712MOW2', TODAY);
    expect(seven.message).toBe(SEARCH_STRING_MESSAGES.legCount);
    expect(seven.legs).toHaveLength(6);
    expect(seven.values.adults).toBe(2);
    // Passengers that break the rules fall back to the defaults; the legs stay.
    const noAdult = readSearchString('MOW2512IST2812AYT010', TODAY);
    expect(noAdult.message).toBe(SEARCH_STRING_MESSAGES.noAdults);
    expect(noAdult.values).toMatchObject({ multiCity: true, adults: 1, children: 0, infants: 0 });
    expect(noAdult.legs).toHaveLength(2);
    // A first leg that cannot be read reads as today's rule: the simple form, as far as it goes.
    const badFirst = readSearchString('MOW3113IST2812AYT1', TODAY);
    expect(badFirst.message).toBe(SEARCH_STRING_MESSAGES.badDeparture);
    expect(badFirst).toMatchObject({ originCode: 'MOW', destinationCode: 'IST', legs: [], values: { departureDate: '', multiCity: false } });
  });

  it('resolves a day already past this year to next year', () => {
    expect(readSearchString('MOW0101LED1', TODAY).values.departureDate).toBe('01.01.2027');
  });

  it('reads a broken string as far as it goes and explains in Russian', () => {
    const badDate = readSearchString('MOW3102LED2', TODAY);
    expect(badDate.message).toBe(SEARCH_STRING_MESSAGES.badDeparture);
    expect(badDate).toMatchObject({ originCode: 'MOW', destinationCode: 'LED', values: { departureDate: '', adults: 2 } });

    const noInfantAdult = readSearchString('MOW2512LED3012102', TODAY);
    expect(noInfantAdult.message).toBe(SEARCH_STRING_MESSAGES.tooManyInfants);
    expect(noInfantAdult.values).toMatchObject({ departureDate: '25.12.2026', returnDate: '30.12.2026', adults: 1, infants: 0 });

    const garbage = readSearchString('hello', TODAY);
    expect(garbage.message).toBe(SEARCH_STRING_MESSAGES.malformed);
    expect(garbage).toMatchObject({ originCode: null, destinationCode: null, values: { adults: 1 } });

    expect(readSearchString('MOW2512MOW1', TODAY).message).toBe(SEARCH_STRING_MESSAGES.sameCities);
  });

  it("leaves the form at its defaults (1 adult, economy) when nothing can be read: 'garbage' is no business class", () => {
    for (const text of ['garbage', 'GARBAGE', 'hello', '1B', '2512LED1B', '', '   ']) {
      expect(readSearchString(text, TODAY), text).toEqual(NOTHING_READ);
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
  const values = {
    ...EMPTY_SEARCH_FORM,
    ...reading.values,
    from: city(reading.originCode!),
    to: city(reading.destinationCode!),
    legs: reading.legs.map((leg) => ({ from: city(leg.originCode), fromText: '', to: city(leg.destinationCode), toText: '', date: leg.date })),
  };
  return values.multiCity ? searchStringOfLegs(values) : searchStringOfForm(values);
}

describe('validation of the search form', () => {
  it.each([
    [1, 'Проверьте поля формы: 1 ошибка'],
    [2, 'Проверьте поля формы: 2 ошибки'],
    [4, 'Проверьте поля формы: 4 ошибки'],
    [5, 'Проверьте поля формы: 5 ошибок'],
    [11, 'Проверьте поля формы: 11 ошибок'],
    [21, 'Проверьте поля формы: 21 ошибка'],
  ])('counts %i wrong fields in Russian', (count, summary) => {
    expect(formErrorsSummary(count)).toBe(summary);
  });

  it("says 'Обязательное поле' for every missing field", () => {
    expect(validateSearchForm(EMPTY_SEARCH_FORM, TODAY)).toEqual({ from: 'Обязательное поле', to: 'Обязательное поле', departureDate: 'Обязательное поле' });
  });

  it('asks to choose a typed city from the list, refuses the same city twice', () => {
    expect(validateSearchForm({ ...EMPTY_SEARCH_FORM, fromText: 'мос' }, TODAY).from).toBe(SEARCH_FORM_MESSAGES.chooseCity);
    expect(validateSearchForm({ ...EMPTY_SEARCH_FORM, from: moscow, to: moscow }, TODAY).to).toBe(SEARCH_STRING_MESSAGES.sameCities);
  });

  it('checks dates: format, past, return before departure; accepts typed variants', () => {
    const base = { ...EMPTY_SEARCH_FORM, from: moscow, to: peter };
    expect(validateSearchForm({ ...base, departureDate: '32.12.2026' }, TODAY).departureDate).toBe('Заполните дату в формате ДД.ММ.ГГГГ');
    expect(validateSearchForm({ ...base, departureDate: '01.11.2026' }, TODAY).departureDate).toBe(SEARCH_STRING_MESSAGES.pastDate);
    expect(validateSearchForm({ ...base, departureDate: '25.12.2026', returnDate: '20.12.2026' }, TODAY)).toEqual({
      returnDate: SEARCH_STRING_MESSAGES.returnBeforeDeparture,
    });
    expect(validateSearchForm({ ...base, departureDate: '5.1.2027' }, TODAY)).toEqual({});
    expect(normaliseTypedDate('5/1/2027')).toBe('05.01.2027');
    expect(searchStringOfForm({ ...base, departureDate: '5.1.2027', adults: 2, infants: 1 })).toBe('MOW0501LED201');
  });
});
