import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addDaysIso, isoToDisplayDate, moscowTodayIso } from 'shared';
import { SEARCH_STRING_MESSAGES } from 'shared/flights';
import { readRecentSearches, recentCities, rememberSearch, RECENT_SEARCHES_KEY } from '../recent-searches';
import { SearchForm, searchSummary } from '../search-form';
import { EMPTY_SEARCH_FORM, type CityChoice, type SearchFormValues } from '../search-form-values';

const moscow: CityChoice = { cityId: 'MOW', city: 'Москва', country: 'Россия' };
const istanbul: CityChoice = { cityId: 'IST', city: 'Стамбул', country: 'Турция' };
const antalya: CityChoice = { cityId: 'AYT', city: 'Анталья', country: 'Турция' };

/** A day `days` ahead as the form shows it and as the search string writes it. */
function day(days: number) {
  const iso = addDaysIso(moscowTodayIso(), days);
  return { display: isoToDisplayDate(iso), ddmm: iso.slice(8, 10) + iso.slice(5, 7) };
}

/** The form as the home page holds it: values are state, each search is recorded. */
function FormWithState({ initial, onSearch }: { initial: SearchFormValues; onSearch: (searchString: string) => void }) {
  const [values, setValues] = useState(initial);
  return <SearchForm values={values} onValuesChange={setValues} onSearch={(searchString) => onSearch(searchString)} />;
}

function renderForm(initial: Partial<SearchFormValues> = {}) {
  const onSearch = vi.fn<(searchString: string) => void>();
  const simple = { ...EMPTY_SEARCH_FORM, from: moscow, fromText: moscow.city, to: istanbul, toText: istanbul.city, departureDate: day(30).display };
  render(<FormWithState initial={{ ...simple, ...initial }} onSearch={onSearch} />);
  return { onSearch, user: userEvent.setup() };
}

const twoLegs = [
  { from: moscow, fromText: 'Москва', to: istanbul, toText: 'Стамбул', date: day(30).display },
  { from: istanbul, fromText: 'Стамбул', to: antalya, toText: 'Анталья', date: day(33).display },
];

const leg = (n: number) => screen.getByRole('group', { name: `Перелёт ${n}` });
const field = (n: number, name: 'Откуда' | 'Куда' | 'Дата') => within(leg(n)).getByRole(name === 'Дата' ? 'textbox' : 'combobox', { name });

async function switchOn(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('switch', { name: 'Сложный маршрут' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  await screen.findByRole('group', { name: 'Перелёт 2' });
}

describe('«Сложный маршрут» in the search form', () => {
  it('turns the simple trip into leg 1 and prefills leg 2 from its destination and date', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('group', { name: 'Перелёт 1' })).toBeNull();
    await switchOn(user);
    // The simple fields gave way to the legs.
    expect(screen.getAllByRole('combobox', { name: 'Откуда' })).toEqual([field(1, 'Откуда'), field(2, 'Откуда')]);
    expect(screen.queryByRole('textbox', { name: 'Туда' })).toBeNull();
    expect(field(1, 'Откуда')).toHaveValue('Москва');
    expect(field(1, 'Куда')).toHaveValue('Стамбул');
    expect(field(1, 'Дата')).toHaveValue(day(30).display);
    expect(field(2, 'Откуда')).toHaveValue('Стамбул');
    expect(field(2, 'Куда')).toHaveValue('');
    expect(field(2, 'Дата')).toHaveValue(day(30).display);
    // Two legs are the least: nothing to remove.
    expect(screen.queryByRole('button', { name: /^Удалить перелёт/ })).toBeNull();
  });

  it('adds a leg prefilled from the last one and moves focus to it; no more than six', async () => {
    const { user } = renderForm({ multiCity: true, legs: twoLegs });
    await screen.findByRole('group', { name: 'Перелёт 2' });
    await user.click(screen.getByRole('button', { name: 'Добавить перелёт' }));
    expect(field(3, 'Откуда')).toHaveFocus();
    expect(field(3, 'Откуда')).toHaveValue('Анталья');
    expect(field(3, 'Куда')).toHaveValue('');
    expect(field(3, 'Дата')).toHaveValue(day(33).display);
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Добавить перелёт' }));
    expect(screen.getAllByRole('group', { name: /^Перелёт \d$/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Добавить перелёт' })).toBeDisabled();
  });

  it('removes a leg, renumbers the rest and puts focus where the removed leg was', async () => {
    const { user } = renderForm({
      multiCity: true,
      legs: [...twoLegs, { from: antalya, fromText: 'Анталья', to: moscow, toText: 'Москва', date: day(40).display }],
    });
    await screen.findByRole('group', { name: 'Перелёт 3' });
    await user.click(screen.getByRole('button', { name: 'Удалить перелёт 2' }));
    expect(screen.queryByRole('group', { name: 'Перелёт 3' })).toBeNull();
    expect(field(2, 'Откуда')).toHaveValue('Анталья');
    expect(field(2, 'Откуда')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Удалить перелёт/ })).toBeNull();
  });

  it('says a date going backwards under the leg that does, focuses it and does not search', async () => {
    const { user, onSearch } = renderForm();
    await switchOn(user);
    await user.click(field(2, 'Куда'));
    await user.clear(field(2, 'Дата'));
    await user.type(field(2, 'Дата'), day(20).display);
    await user.click(screen.getByRole('button', { name: 'Найти билеты' }));
    const date = field(2, 'Дата');
    await vi.waitFor(() => expect(field(2, 'Куда')).toHaveFocus());
    // Leg 2's destination is empty too: the first wrong field takes focus, each message is linked.
    expect(field(2, 'Куда')).toHaveAccessibleDescription('Обязательное поле');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(expect.stringContaining(SEARCH_STRING_MESSAGES.legBeforePrevious));
    expect(within(leg(1)).queryByText(SEARCH_STRING_MESSAGES.legBeforePrevious)).toBeNull();
    expect(screen.getByText('Проверьте поля формы: 2 ошибки')).toHaveAttribute('role', 'status');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches the multi-city string of the legs', async () => {
    const { user, onSearch } = renderForm({
      adults: 2,
      multiCity: true,
      legs: [
        { from: moscow, fromText: 'Москва', to: istanbul, toText: 'Стамбул', date: day(30).display },
        { from: antalya, fromText: 'Анталья', to: moscow, toText: 'Москва', date: day(40).display },
      ],
    });
    await screen.findByRole('group', { name: 'Перелёт 2' });
    await user.click(screen.getByRole('button', { name: 'Найти билеты' }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith(`MOW${day(30).ddmm}IST-AYT${day(40).ddmm}MOW2`));
  });

  it('keeps a multi-city search among the recent ones: every city offered, the trip once however often searched', async () => {
    localStorage.clear();
    rememberSearch([{ from: moscow, to: istanbul }], `MOW${day(20).ddmm}IST1`);
    const { user, onSearch } = renderForm({ multiCity: true, legs: twoLegs });
    await screen.findByRole('group', { name: 'Перелёт 2' });
    await user.click(screen.getByRole('button', { name: 'Найти билеты' }));
    await user.click(screen.getByRole('button', { name: 'Найти билеты' }));
    const searchString = `MOW${day(30).ddmm}IST${day(33).ddmm}AYT1`;
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    expect(onSearch).toHaveBeenCalledWith(searchString);
    expect(readRecentSearches()).toEqual([
      { from: moscow, to: istanbul, legs: twoLegs.map(({ from, to }) => ({ from, to })), searchString },
      { from: moscow, to: istanbul, searchString: `MOW${day(20).ddmm}IST1` },
    ]);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toHaveLength(2);
    expect(recentCities()).toEqual([moscow, istanbul, antalya]);
  });

  it('switching off keeps the first leg in the simple fields', async () => {
    const { user } = renderForm();
    await switchOn(user);
    await user.clear(field(1, 'Дата'));
    await user.type(field(1, 'Дата'), day(31).display);
    await user.click(screen.getByRole('switch', { name: 'Сложный маршрут' }));
    expect(screen.queryByRole('group', { name: 'Перелёт 1' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Откуда' })).toHaveValue('Москва');
    expect(screen.getByRole('combobox', { name: 'Куда' })).toHaveValue('Стамбул');
    expect(screen.getByRole('textbox', { name: 'Туда' })).toHaveValue(day(31).display);
  });
});

describe('the one-line summary of a multi-city search (results page on a phone, page title)', () => {
  it('reads chained legs as one route and an open jaw as a second one', () => {
    const legs = [
      { from: moscow, fromText: 'Москва', to: istanbul, toText: 'Стамбул', date: '25.12.2026' },
      { from: istanbul, fromText: 'Стамбул', to: antalya, toText: 'Анталья', date: '28.12.2026' },
      { from: moscow, fromText: 'Москва', to: null, toText: '', date: '03.01.2027' },
    ];
    expect(searchSummary({ ...EMPTY_SEARCH_FORM, multiCity: true, legs })).toBe('Москва → Стамбул → Анталья, Москва → …, 25 дек — 3 янв, 1 пассажир');
    // Off, the simple fields speak, whatever legs wait.
    expect(searchSummary({ ...EMPTY_SEARCH_FORM, from: moscow, to: istanbul, departureDate: '25.12.2026', legs })).toBe('Москва → Стамбул, 25 дек, 1 пассажир');
  });
});
