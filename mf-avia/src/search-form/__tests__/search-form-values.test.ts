import fc from 'fast-check';
import { decodeSearchString, encodeSearchString, SEARCH_STRING_MESSAGES } from 'shared/flights';
import { simpleSearchParamsArbitrary as searchParamsArbitrary } from 'shared/testing/search-params';
import { normaliseTypedDate } from 'shared/date-field';
import { EMPTY_SEARCH_FORM, readSearchString, SEARCH_FORM_MESSAGES, searchStringOfForm, validateSearchForm } from '../search-form-values';

const TODAY = '2026-11-23';
const moscow = { cityId: 'MOW', city: 'Москва', country: 'Россия' };
const peter = { cityId: 'LED', city: 'Санкт-Петербург', country: 'Россия' };

const NOTHING_READ = {
  originCode: null,
  destinationCode: null,
  values: { departureDate: '', returnDate: '', adults: 1, children: 0, infants: 0, isBusiness: false },
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
    expect(reading.values).toEqual({ departureDate: '25.12.2026', returnDate: '30.12.2026', adults: 2, children: 1, infants: 0, isBusiness: true });
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
        const values = {
          ...EMPTY_SEARCH_FORM,
          ...reading.values,
          from: { ...moscow, cityId: reading.originCode! },
          to: { ...peter, cityId: reading.destinationCode! },
        };
        expect(searchStringOfForm(values)).toBe(text);
      }),
    );
  });
});

describe('validation of the search form', () => {
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
