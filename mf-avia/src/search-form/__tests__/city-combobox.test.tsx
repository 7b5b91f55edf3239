import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, json, samplePlace } from 'shared/testing';
import { SearchForm } from '../search-form';
import { EMPTY_SEARCH_FORM, type SearchFormValues } from '../search-form-values';

// Istanbul as the API lists it: the city and its main airport share the code IST and the name.
const istanbulPlace = {
  ...samplePlace,
  cityId: 'IST',
  city: 'Стамбул',
  country: 'Турция',
  code: 'IST',
  name: 'Стамбул',
  cityCode: 'IST',
  countryCode: 'TR',
  airports: [
    { code: 'IST', name: 'Стамбул' },
    { code: 'SAW', name: 'Сабиха Гёкчен' },
  ],
};
const airport = (code: string, name: string) => ({ ...istanbulPlace, type: 'airport' as const, cityId: code, code, name, airports: [] });
const places = [istanbulPlace, airport('IST', 'Стамбул'), airport('SAW', 'Сабиха Гёкчен')];

function FormWithState() {
  const [values, setValues] = useState<SearchFormValues>(EMPTY_SEARCH_FORM);
  return <SearchForm values={values} onValuesChange={setValues} onSearch={() => undefined} />;
}

async function choose(optionIndex: number) {
  const user = userEvent.setup();
  render(<FormWithState />);
  const to = screen.getByRole('combobox', { name: 'Куда' });
  for (const key of 'Стамб') {
    await user.type(to, key);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
  expect(options.map((option) => option.textContent)).toEqual(['СтамбулТурция, 2 аэропорта', 'СтамбулIST, аэропорт', 'Сабиха ГёкченSAW, аэропорт']);
  await user.click(options[optionIndex]!);
  return { user, to };
}

beforeEach(() => {
  localStorage.clear();
  fakeApi({ 'GET /flights/places': json(200, { items: places }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the city field shows what was chosen', () => {
  it('names a city once, and carries that name on to the next flight of a multi-city route', async () => {
    const { user, to } = await choose(0);
    expect(to).toHaveValue('Стамбул');
    await user.click(screen.getByRole('switch', { name: 'Сложный маршрут' }));
    const second = await screen.findByRole('group', { name: 'Перелёт 2' });
    expect(within(second).getByRole('combobox', { name: 'Откуда' })).toHaveValue('Стамбул');
  });

  it('names an airport that bears the name of its city with its code', async () => {
    const { to } = await choose(1);
    expect(to).toHaveValue('Стамбул (IST)');
  });

  it('names an airport of another name with its city', async () => {
    const { to } = await choose(2);
    expect(to).toHaveValue('Сабиха Гёкчен (Стамбул)');
  });
});
