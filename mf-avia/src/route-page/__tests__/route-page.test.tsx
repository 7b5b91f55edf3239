import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysIso, moscowTodayIso } from 'shared';
import { apiErrorReply, fakeApi, json, renderWithRouter } from 'shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoutePage } from '../route-page';

afterEach(() => vi.unstubAllGlobals());

const today = moscowTodayIso();
const days = Array.from({ length: 30 }, (_, offset) => ({
  date: addDaysIso(today, offset),
  minPrice: offset === 0 ? null : offset === 12 ? 3100 : 5000 + offset,
}));
const answer = {
  origin: { cityId: 'MOW', city: 'Москва', country: 'Россия' },
  destination: { cityId: 'AER', city: 'Сочи', country: 'Россия' },
  days,
};
const popular = { origin: answer.origin, items: [{ destination: answer.destination, departureDate: addDaysIso(today, 9), minPrice: 3100 }] };

const renderAt = (path: string) => renderWithRouter(<p>другая страница</p>, { path, routes: [{ path: '/avia/routes/:route', element: <RoutePage /> }] });

describe('the route page', () => {
  it('shows the lowest price of each of 30 days, each opening its search, and a form filled in with the route on its cheapest day', async () => {
    const api = fakeApi({ 'GET /flights/route-prices': json(200, answer), 'GET /flights/popular-routes': json(200, popular) });
    const view = renderAt('/avia/routes/MOW-AER');
    expect(await screen.findByRole('heading', { level: 1, name: 'Авиабилеты Москва — Сочи' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Авиабилеты Москва — Сочи'));
    expect(api.callsTo('GET', '/flights/route-prices')[0]!.url.search).toBe('?origin=MOW&destination=AER');

    const prices = screen.getByRole('region', { name: 'Цены на 30 дней' });
    expect(within(prices).getAllByRole('listitem')).toHaveLength(30);
    expect(within(prices).getAllByRole('link')).toHaveLength(29);
    expect(within(prices).getAllByText('нет рейсов')).toHaveLength(1);
    const cheapest = within(prices).getByRole('link', { name: /от 3\s100\s₽/ });
    const [, mm, dd] = addDaysIso(today, 12).split('-');
    expect(cheapest).toHaveAttribute('href', `/search/MOW${dd}${mm}AER1`);

    expect(screen.getByRole('combobox', { name: /Откуда/ })).toHaveValue('Москва');
    expect(screen.getByRole('combobox', { name: /Куда/ })).toHaveValue('Сочи');
    expect(screen.getByDisplayValue(`${dd}.${mm}.${addDaysIso(today, 12).slice(0, 4)}`)).toBeInTheDocument();

    // the popular routes from the same city link to their route pages, this one marked
    const popularRoute = await screen.findByRole('link', { name: /Сочи.*от 3\s100\s₽/ });
    expect(popularRoute).toHaveAttribute('href', '/avia/routes/MOW-AER');
    expect(popularRoute).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Найти билеты' }));
    expect(view.location()).toBe(`/search/MOW${dd}${mm}AER1`);
  });

  it('is not found for a garbled address, without asking the API, and for codes the API does not know', async () => {
    for (const address of ['/avia/routes/mow-aer', '/avia/routes/MOW_AER', '/avia/routes/MOW-MOW', '/avia/routes/MOWW-AER', '/avia/routes/%3Cscript%3E']) {
      const api = fakeApi({});
      const view = renderAt(address);
      expect(await screen.findByRole('heading', { name: 'Страница не найдена' }), address).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
      view.unmount();
    }
    fakeApi({ 'GET /flights/route-prices': apiErrorReply(404, 'NOT_FOUND', 'Город или аэропорт с кодом QQQ не найден') });
    renderAt('/avia/routes/MOW-QQQ');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('gives an airport code no second address: /avia/routes/SVO-AER is not found', async () => {
    fakeApi({ 'GET /flights/route-prices': json(200, answer) });
    renderAt('/avia/routes/SVO-AER');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('says why the prices failed, and «Повторить» asks again', async () => {
    const api = fakeApi({
      'GET /flights/route-prices': [apiErrorReply(503, 'SERVER_ERROR', 'Сервис временно недоступен'), json(200, answer)],
      'GET /flights/popular-routes': json(200, popular),
    });
    renderAt('/avia/routes/MOW-AER');
    expect(await screen.findByText(/Сервис временно недоступен/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Авиабилеты Москва — Сочи' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/flights/route-prices')).toHaveLength(2);
  });
});
