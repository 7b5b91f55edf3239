import { addDaysIso, moscowTodayIso } from 'shared';
import { describe, expect, it } from 'vitest';
import {
  defaultSearchForm,
  searchFormReducer,
  searchFromQuery,
  searchQueryOf,
  SEARCH_FORM_MESSAGES,
  toSearchRequest,
  type SearchFormAction,
  type SearchFormValues,
} from '../search-form-state';

const today = moscowTodayIso();
const turkey = { type: 'country' as const, id: 3, name: 'Турция', locationName: '' };

function apply(values: SearchFormValues, ...actions: SearchFormAction[]) {
  return actions.reduce(searchFormReducer, values);
}

describe('tour search form state', () => {
  it('starts as the product says: one adult, no children, from Moscow, no destination', () => {
    const values = defaultSearchForm(today);
    expect(values.adults).toBe(1);
    expect(values.childrenAges).toEqual([]);
    expect(values.departureCityCode).toBe('MOW');
    expect(values.destination).toBeNull();
    expect(values.departureDateFrom > today).toBe(true);
  });

  it('asks for a destination chosen from the suggestions, not just typed', () => {
    expect(toSearchRequest(defaultSearchForm(today))).toEqual({ ok: false, errors: { destination: SEARCH_FORM_MESSAGES.chooseDestination } });
    const typed = apply(defaultSearchForm(today), { type: 'destinationText', text: 'Тур' });
    expect(toSearchRequest(typed)).toEqual({ ok: false, errors: { destination: SEARCH_FORM_MESSAGES.chooseFromList } });
    const chosen = apply(typed, { type: 'destination', choice: turkey });
    expect(chosen.destinationText).toBe('Турция');
    expect(toSearchRequest(chosen).ok).toBe(true);
    // typing over the choice un-chooses it
    expect(apply(chosen, { type: 'destinationText', text: 'Турц' }).destination).toBeNull();
  });

  it('adds children without an age, asks for it, and removes the chosen one', () => {
    let values = apply(defaultSearchForm(today), { type: 'destination', choice: turkey }, { type: 'addChild' }, { type: 'addChild' });
    expect(values.childrenAges).toEqual([null, null]);
    expect(toSearchRequest(values)).toEqual({
      ok: false,
      errors: { 'childrenAges.0': SEARCH_FORM_MESSAGES.childAge, 'childrenAges.1': SEARCH_FORM_MESSAGES.childAge },
    });
    values = apply(values, { type: 'childAge', index: 0, age: 5 }, { type: 'childAge', index: 1, age: 12 }, { type: 'removeChild', index: 0 });
    expect(values.childrenAges).toEqual([12]);
    const result = toSearchRequest(values);
    expect(result.ok && result.request.childrenAges).toEqual([12]);
  });

  it('allows at most four children', () => {
    const values = apply(defaultSearchForm(today), ...Array.from({ length: 6 }, () => ({ type: 'addChild' }) as const));
    expect(values.childrenAges).toHaveLength(4);
  });

  it('keeps the ranges consistent: the window moves with its first day, nights "to" never below "from"', () => {
    const start = defaultSearchForm(today);
    const moved = apply(start, { type: 'dateFrom', date: addDaysIso(today, 30) });
    expect(moved.departureDateTo).toBe(addDaysIso(today, 36));
    expect(apply(start, { type: 'nightsFrom', nights: 12 })).toMatchObject({ nightsFrom: 12, nightsTo: 12 });
    expect(apply(start, { type: 'nightsTo', nights: 5 })).toMatchObject({ nightsFrom: 5, nightsTo: 5 });
    expect(apply(start, { type: 'nightsFrom', nights: 1 }, { type: 'nightsTo', nights: 28 })).toMatchObject({ nightsFrom: 14, nightsTo: 28 });
  });

  it("says in Russian what is wrong with the dates, with the API schema's words", () => {
    const values = apply(defaultSearchForm(today), { type: 'destination', choice: turkey }, { type: 'dateTo', date: addDaysIso(today, 2) });
    expect(toSearchRequest(values)).toEqual({ ok: false, errors: { departureDateTo: 'Дата «по» не может быть раньше даты «с»' } });
    const past = apply(defaultSearchForm(today), { type: 'destination', choice: turkey }, { type: 'dateFrom', date: today });
    expect(toSearchRequest(past)).toEqual({ ok: false, errors: { departureDateFrom: 'Дата вылета — не раньше завтрашнего дня' } });
  });

  it('writes the search into the address and reads it back unchanged', () => {
    const values = apply(
      defaultSearchForm(today),
      { type: 'destination', choice: turkey },
      { type: 'adults', adults: 2 },
      { type: 'addChild' },
      { type: 'childAge', index: 0, age: 7 },
    );
    const result = toSearchRequest(values);
    if (!result.ok) throw new Error('valid search expected');
    const query = new URLSearchParams(searchQueryOf(result.request));
    expect(query.get('destination')).toBe('country-3');
    const back = searchFromQuery(query, today);
    expect(back.destinationRef).toEqual({ type: 'country', id: 3 });
    const again = toSearchRequest({ ...back.values, destination: turkey });
    expect(again).toEqual(result);
  });

  it('reads a broken address leniently: bad values keep their defaults', () => {
    const back = searchFromQuery(new URLSearchParams('from=moscow&destination=planet-1&dateFrom=zzz&nightsFrom=999&adults=-1&children=a'), today);
    expect(back.destinationRef).toBeNull();
    expect(back.values).toEqual(defaultSearchForm(today));
  });
});
