import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysIso, moscowTodayIso } from 'shared';
import { compactResults, DEFAULT_SEARCH_PASSENGERS, encodeSearchString, SEARCH_STRING_MESSAGES } from 'shared/flights';
import { apiErrorReply, clearCookies, fakeApi, json, renderWithRouter, sampleFlightResult, sampleOffer, samplePlace, sampleSearchState } from 'shared/testing';
import { SearchPage } from '../search-page';

const departureDate = addDaysIso(moscowTodayIso(), 20);
const searchString = encodeSearchString({
  origin: 'MOW',
  destination: 'LED',
  departureDate,
  returnDate: null,
  ...DEFAULT_SEARCH_PASSENGERS,
});
// the API's compact pages: the first one answers POST ?firstPage=true (nothing found yet here)
const state = (searchId: string) => ({ ...sampleSearchState, searchId, searchString, ...compactResults([]), cursor: 0, total: 0 });
const complete = (searchId: string) =>
  json(200, { ...state(searchId), progress: 100, complete: true, ...compactResults([sampleFlightResult]), cursor: 1, total: 1 });
const calendar = json(200, { days: [{ departureDate, returnDate: null, minPrice: 5400, selected: true }] });
const places = {
  'GET /flights/places/MOW': json(200, samplePlace),
  'GET /flights/places/LED': json(200, { ...samplePlace, cityId: 'LED', code: 'LED', city: 'Санкт-Петербург', name: 'Санкт-Петербург' }),
};

function renderResults() {
  return renderWithRouter(<p>другая страница</p>, { path: `/search/${searchString}`, routes: [{ path: '/search/:searchString', element: <SearchPage /> }] });
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(() => vi.unstubAllGlobals());

describe('results page when things go wrong', () => {
  it('keeps the form at its defaults (1 adult, economy) when nothing in the search string can be read', async () => {
    const api = fakeApi({});
    renderWithRouter(<p>другая страница</p>, { path: '/search/garbage', routes: [{ path: '/search/:searchString', element: <SearchPage /> }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_STRING_MESSAGES.malformed);
    expect(screen.getByRole('button', { name: 'Пассажиры и класс 1 пассажир, эконом' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/flights/searches')).toHaveLength(0);
  });

  it('runs a search the API no longer holds again, without telling the traveller', async () => {
    const api = fakeApi({
      ...places,
      'POST /flights/searches': [json(201, state('s-old')), json(201, state('s-new'))],
      'GET /flights/searches/s-old': apiErrorReply(404, 'NOT_FOUND', 'Поиск не найден или устарел. Повторите поиск'),
      'GET /flights/searches/s-new': complete('s-new'),
      'GET /flights/searches/s-new/calendar': calendar,
    });
    renderResults();
    expect(await screen.findByRole('article', {}, { timeout: 3000 })).toHaveTextContent('Аэрофлот');
    expect(api.callsTo('POST', '/flights/searches')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives up with a Russian message when the API forgets the search every time, instead of asking forever', async () => {
    const api = fakeApi({
      ...places,
      'POST /flights/searches': json(201, state('s-lost')),
      'GET /flights/searches/s-lost': apiErrorReply(404, 'NOT_FOUND', 'Поиск не найден или устарел. Повторите поиск'),
      'GET /flights/searches/s-lost/calendar': calendar,
    });
    renderResults();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Поиск не найден или устарел. Повторите поиск');
    // the first search and two quiet re-runs, then no more
    expect(api.callsTo('POST', '/flights/searches')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('POST', '/flights/searches')).toHaveLength(3);
  });

  it("waits out a full search queue (503, Retry-After) with the wait shown, and offers 'Повторить' only when it stays full", async () => {
    const busyMessage = 'Сейчас слишком много поисков. Повторите поиск через несколько секунд.';
    const refusal = () =>
      new Response(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: busyMessage } }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'Retry-After': '1' },
      });
    const api = fakeApi({
      ...places,
      'POST /flights/searches': [refusal(), json(201, state('s-1'))],
      'GET /flights/searches/s-1': complete('s-1'),
      'GET /flights/searches/s-1/calendar': calendar,
    });
    renderResults();
    expect(await screen.findByText('Сейчас слишком много поисков. Повторим поиск через 1 с (попытка 2 из 4)…', { selector: 'p:not([role])' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', {}, { timeout: 3000 })).toHaveTextContent('Аэрофлот');
    expect(api.callsTo('POST', '/flights/searches')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a network failure in Russian with 'Повторить', which searches again", async () => {
    const api = fakeApi({
      ...places,
      'POST /flights/searches': [new TypeError('Failed to fetch'), json(201, state('s-1'))],
      'GET /flights/searches/s-1': complete('s-1'),
      'GET /flights/searches/s-1/calendar': calendar,
    });
    renderResults();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Нет связи с сервером');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo('POST', '/flights/searches')).toHaveLength(2);
  });

  it('says a fare can no longer be booked and refreshes the list; a bookable one opens the booking page', async () => {
    const api = fakeApi({
      ...places,
      'POST /flights/searches': [json(201, state('s-1')), json(201, state('s-2'))],
      'GET /flights/searches/s-1': complete('s-1'),
      'GET /flights/searches/s-2': complete('s-2'),
      'GET /flights/searches/s-1/calendar': calendar,
      'GET /flights/searches/s-2/calendar': calendar,
      'POST /flights/offers': [apiErrorReply(409, 'CONFLICT', 'Мест по этому тарифу не осталось.'), json(201, sampleOffer)],
    });
    const view = renderResults();
    const card = await screen.findByRole('article', {}, { timeout: 3000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Выбрать тариф' }));
    await userEvent.click(within(card).getByRole('button', { name: /^Выбрать тариф Лайт за/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот вариант больше недоступен: Мест по этому тарифу не осталось.');
    await waitFor(() => expect(api.callsTo('POST', '/flights/searches')).toHaveLength(2));
    expect(api.callsTo('POST', '/flights/offers')[0]!.body).toEqual({ searchString, resultId: 'r-1', fareCode: 'LIGHT' });

    const fresh = await screen.findByRole('article', {}, { timeout: 3000 });
    const toggle = within(fresh).getByRole('button', { name: /тарифы?$/ });
    if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
    await userEvent.click(await within(fresh).findByRole('button', { name: /^Выбрать тариф Лайт за/ }));
    await waitFor(() => expect(view.location()).toBe(`/avia/offers/${sampleOffer.offerId}`));
  });

  it('pages in every result of a finished search, not only the first page of them', async () => {
    const second = { ...sampleFlightResult, id: 'r-2', carriers: [{ code: 'S7', name: 'S7 Airlines' }] };
    const api = fakeApi({
      ...places,
      'POST /flights/searches': json(201, state('s-1')),
      'GET /flights/searches/s-1': [
        json(200, { ...state('s-1'), progress: 100, complete: true, ...compactResults([sampleFlightResult]), cursor: 1, total: 2 }),
        json(200, { ...state('s-1'), progress: 100, complete: true, ...compactResults([second]), cursor: 2, total: 2 }),
      ],
      'GET /flights/searches/s-1/calendar': calendar,
    });
    renderResults();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2), { timeout: 3000 });
    expect(api.callsTo('GET', '/flights/searches/s-1').map((call) => call.url.searchParams.get('after'))).toEqual(['0', '1']);
  });

  it('keeps sort and filters in the URL query and reads them back', async () => {
    fakeApi({
      ...places,
      'POST /flights/searches': json(201, state('s-1')),
      'GET /flights/searches/s-1': complete('s-1'),
      'GET /flights/searches/s-1/calendar': calendar,
    });
    const view = renderResults();
    await screen.findByRole('article', {}, { timeout: 3000 });
    await userEvent.click(screen.getByRole('radio', { name: 'Дешевле' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Без пересадок/ }));
    expect(view.location()).toBe(`/search/${searchString}?sort=cheapest&stops=0`);
    expect(screen.getByRole('button', { name: 'Сбросить все фильтры' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить все фильтры' }));
    expect(view.location()).toBe(`/search/${searchString}?sort=cheapest`);
  });

  it('says beside the price whether the fare it shows has baggage, also under «Только с багажом»', async () => {
    const light = sampleFlightResult.fares[0]!;
    const withBag = {
      ...light,
      code: 'STANDARD' as const,
      name: 'Стандарт',
      conditions: { ...light.conditions, checkedBag: { pieces: 1, weightKg: 23 } },
      baggageIncluded: true,
      price: { ...light.price, total: 7100 },
    };
    const result = { ...sampleFlightResult, fares: [light, withBag] };
    fakeApi({
      ...places,
      'POST /flights/searches': json(201, state('s-1')),
      'GET /flights/searches/s-1': json(200, { ...state('s-1'), progress: 100, complete: true, ...compactResults([result]), cursor: 1, total: 1 }),
      'GET /flights/searches/s-1/calendar': calendar,
    });
    renderResults();
    const card = await screen.findByRole('article', {}, { timeout: 3000 });
    expect(card).toHaveTextContent(/5\s400\s₽за 1 пассажира, без багажа/);
    await userEvent.click(screen.getByRole('checkbox', { name: /Только с багажом/ }));
    expect(screen.getByRole('article')).toHaveTextContent(/7\s100\s₽за 1 пассажира, с багажом/);
  });
});
