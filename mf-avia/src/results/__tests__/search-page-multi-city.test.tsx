import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysIso, moscowTodayIso } from 'shared';
import { compactResults, encodeSearchString, multiCityParams, shortDate } from 'shared/flights';
import {
  clearCookies,
  fakeApi,
  json,
  renderWithRouter,
  sampleMultiCityDirections,
  sampleMultiCityResult,
  samplePlace,
  sampleSearchState,
} from 'shared/testing';
import { SearchPage } from '../search-page';

const today = moscowTodayIso();
const legs = [
  { origin: 'MOW', destination: 'IST', date: addDaysIso(today, 20) },
  { origin: 'IST', destination: 'AYT', date: addDaysIso(today, 23) },
  { origin: 'AYT', destination: 'MOW', date: addDaysIso(today, 29) },
];
const passengers = { adults: 1, children: 0, infants: 0, isBusiness: false };
const searchString = encodeSearchString(multiCityParams(legs, passengers));
const params = multiCityParams(legs, passengers);
const state = (searchId: string) => ({ ...sampleSearchState, searchId, searchString, params, ...compactResults([]), cursor: 0, total: 0 });
const complete = (searchId: string) =>
  json(200, { ...state(searchId), progress: 100, complete: true, ...compactResults([sampleMultiCityResult]), cursor: 1, total: 1 });
/** Leg K's date moved a day later, the cheapest of the strip. */
const calendarOf = (leg: number) =>
  json(200, {
    days: [
      { departureDate: legs[leg]!.date, returnDate: null, minPrice: 38700, selected: true },
      { departureDate: addDaysIso(legs[leg]!.date, 1), returnDate: null, minPrice: 35100, selected: false },
    ],
  });

// the form names the first flight's cities by the codes (not what these tests look at)
const places = {
  'GET /flights/places/MOW': json(200, samplePlace),
  'GET /flights/places/IST': json(200, { ...samplePlace, cityId: 'IST', code: 'IST', city: 'Стамбул', name: 'Стамбул' }),
};

function renderResults() {
  return renderWithRouter(<p>другая страница</p>, { path: `/search/${searchString}`, routes: [{ path: '/search/:searchString', element: <SearchPage /> }] });
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(() => vi.unstubAllGlobals());

describe('results page of a multi-city search', () => {
  it('says «3 перелёта» with every flight, shows every flight in the card, and offers its price alert', async () => {
    fakeApi({
      'POST /flights/searches': json(201, state('s-mc')),
      'GET /flights/searches/s-mc': complete('s-mc'),
      'GET /flights/searches/s-mc/calendar': calendarOf(0),
      ...places,
    });
    renderResults();
    const card = await screen.findByRole('article', {}, { timeout: 3000 });
    const summary = screen.getByRole('region', { name: '3 перелёта' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Москва → Стамбул, ${shortDate(legs[0]!.date)}`,
      `Стамбул → Анталья, ${shortDate(legs[1]!.date)}`,
      `Анталья → Москва, ${shortDate(legs[2]!.date)}`,
    ]);
    expect(card).toHaveAccessibleName(/^Turkish Airlines: Москва → Стамбул → Анталья → Москва, 10:15, /);
    expect(
      within(card)
        .getAllByText(/^Перелёт \d:$/)
        .map((label) => label.textContent!.trim()),
    ).toEqual(['Перелёт 1:', 'Перелёт 2:', 'Перелёт 3:']);
    expect(card).toHaveTextContent('Анталья, AYT');
    const filters = screen.getByRole('complementary', { name: 'Фильтры' });
    expect(within(filters).getByRole('group', { name: 'Перелёт 3: вылет' })).toHaveTextContent('День 12:00–17:59');
    expect(within(filters).queryByRole('group', { name: 'Вылет туда' })).not.toBeInTheDocument();
    // a multi-city search can be watched too
    expect(await screen.findByRole('button', { name: 'Следить за ценой' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("offers every flight's airports, the second flight's kept in the query as from2", async () => {
    const viaSabiha = {
      ...sampleMultiCityResult,
      id: 'r-mc-2',
      directions: sampleMultiCityDirections.map((d, i) => {
        if (i !== 1) return d;
        const sabiha = { ...d.origin, code: 'SAW', name: 'Сабиха Гёкчен' };
        return { ...d, origin: sabiha, segments: d.segments.map((segment, k) => (k === 0 ? { ...segment, origin: sabiha } : segment)) };
      }),
    };
    fakeApi({
      'POST /flights/searches': json(201, state('s-mc')),
      'GET /flights/searches/s-mc': json(200, {
        ...state('s-mc'),
        progress: 100,
        complete: true,
        ...compactResults([sampleMultiCityResult, viaSabiha]),
        cursor: 2,
        total: 2,
      }),
      'GET /flights/searches/s-mc/calendar': calendarOf(0),
      ...places,
    });
    const view = renderResults();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2), { timeout: 3000 });
    const filters = screen.getByRole('complementary', { name: 'Фильтры' });
    // one airport to leave from on the first flight: nothing to choose there
    expect(within(filters).queryByRole('group', { name: 'Перелёт 1: аэропорт вылета' })).not.toBeInTheDocument();
    const second = await within(filters).findByRole('group', { name: 'Перелёт 2: аэропорт вылета' });
    await userEvent.click(within(second).getByRole('checkbox', { name: /Сабиха Гёкчен \(SAW\)/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toHaveTextContent('SAW');
    expect(view.location()).toMatch(/\?from2=SAW$/);
  });

  it('the date strip moves the picked flight only: «Перелёт 2» asks for leg 1 and searches with that date a day later', async () => {
    const api = fakeApi({
      'POST /flights/searches': json(201, state('s-mc')),
      'GET /flights/searches/s-mc': complete('s-mc'),
      'GET /flights/searches/s-mc/calendar': [calendarOf(0), calendarOf(1), calendarOf(1)],
      ...places,
    });
    const view = renderResults();
    await screen.findByRole('article', {}, { timeout: 3000 });
    const picker = screen.getByRole('group', { name: 'Цены на соседние даты для перелёта' });
    expect(within(picker).getByRole('radio', { name: 'Перелёт 1' })).toBeChecked();
    await userEvent.click(within(picker).getByRole('radio', { name: 'Перелёт 2' }));
    const strip = await screen.findByRole('navigation', { name: 'Цены на соседние даты' });
    await waitFor(() => expect(api.callsTo('GET', '/flights/searches/s-mc/calendar').map((call) => call.url.searchParams.get('leg'))).toEqual(['0', '1']));
    const later = addDaysIso(legs[1]!.date, 1);
    await userEvent.click(await within(strip).findByRole('button', { name: new RegExp(`^${shortDate(later).replace(/ /g, '\\s')}`) }));
    const moved = [legs[0]!, { ...legs[1]!, date: later }, legs[2]!];
    expect(view.location()).toBe(`/search/${encodeSearchString(multiCityParams(moved, passengers))}`);
  });
});
