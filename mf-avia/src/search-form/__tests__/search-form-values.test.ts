import { SEARCH_STRING_MESSAGES } from 'shared/flights';
import { normaliseTypedDate } from 'shared/date-field';
import { EMPTY_SEARCH_FORM, formErrorsSummary, SEARCH_FORM_MESSAGES, searchStringOfForm, validateSearchForm } from '../search-form-values';

const TODAY = '2026-11-23';
const moscow = { cityId: 'MOW', city: 'Москва', country: 'Россия' };
const peter = { cityId: 'LED', city: 'Санкт-Петербург', country: 'Россия' };

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
    expect(validateSearchForm({ ...base, departureDate: 'завтра' }, TODAY).departureDate).toBe('Заполните дату в формате ДД.ММ.ГГГГ');
    // a well-formed day the calendar has not: said as the booking form says it
    expect(validateSearchForm({ ...base, departureDate: '31.11.2026' }, TODAY).departureDate).toBe('Такой даты нет');
    expect(validateSearchForm({ ...base, departureDate: '32.12.2026' }, TODAY).departureDate).toBe('Такой даты нет');
    expect(validateSearchForm({ ...base, departureDate: '20.12.2026', returnDate: '30.02.2027' }, TODAY).returnDate).toBe('Такой даты нет');
    expect(validateSearchForm({ ...base, departureDate: '01.11.2026' }, TODAY).departureDate).toBe(SEARCH_STRING_MESSAGES.pastDate);
    expect(validateSearchForm({ ...base, departureDate: '25.12.2026', returnDate: '20.12.2026' }, TODAY)).toEqual({
      returnDate: SEARCH_STRING_MESSAGES.returnBeforeDeparture,
    });
    expect(validateSearchForm({ ...base, departureDate: '5.1.2027' }, TODAY)).toEqual({});
    expect(normaliseTypedDate('5/1/2027')).toBe('05.01.2027');
    expect(searchStringOfForm({ ...base, departureDate: '5.1.2027', adults: 2, infants: 1 })).toBe('MOW0501LED201');
  });
});
