import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorReply, fakeApi, json, samplePriceAlert } from 'shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadProfileRoutes, renderProfile } from './render-profile';

beforeAll(preloadProfileRoutes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const roundTrip = {
  ...samplePriceAlert,
  id: 'pa-2',
  searchString: 'MOW2512LED30122',
  routeName: 'Москва → Санкт-Петербург',
  departureDate: '2026-12-25',
  returnDate: '2026-12-30',
  adults: 2,
  isBusiness: true,
  status: 'paused' as const,
};

describe('price alerts (profilePriceAlerts)', () => {
  it('lists each subscription with its trip, both prices and a chart whose figures a screen reader can read', async () => {
    fakeApi({ 'GET /price-alerts': json(200, { items: [samplePriceAlert, roundTrip] }) });
    renderProfile('/profile/price-alerts');
    const card = await screen.findByRole('article', { name: 'Москва → Сочи' });
    expect(card).toHaveTextContent('17.12.2026 · 1 пассажир · эконом');
    expect(card).toHaveTextContent('Активна');
    expect(within(card).getByText('Сейчас от').nextElementSibling).toHaveTextContent('4 450 ₽');
    expect(within(card).getByText('При подписке').nextElementSibling).toHaveTextContent('5 120 ₽');
    expect(within(card).getByRole('figure', { name: /^Цена при проверках: от 4\s450\s₽ до 5\s120\s₽$/ })).toBeInTheDocument();
    const history = within(card).getByRole('list', { name: 'Цена при каждой проверке' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent!.replace(/\s/g, ' ')),
    ).toEqual(['20.11.2026: 5 120 ₽', '21.11.2026: 4 980 ₽', '22.11.2026: 4 450 ₽']);
    expect(card.querySelector('svg[data-price-chart]')).toHaveAttribute('aria-hidden', 'true');
    expect(card.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'Открыть поиск: Москва → Сочи' })).toHaveAttribute('href', '/search/MOW1712AER1');

    const other = screen.getByRole('article', { name: 'Москва → Санкт-Петербург' });
    expect(other).toHaveTextContent('25.12.2026 — 30.12.2026 · 2 пассажира · бизнес');
    expect(other).toHaveTextContent('Приостановлена');
    await waitFor(() => expect(document.title).toBe('Подписки на цены — Авиабилеты'));
    expect(screen.getByRole('link', { name: 'Подписки на цены' })).toHaveAttribute('aria-current', 'page');
  });

  it('pauses and resumes a subscription with the API’s answer', async () => {
    const api = fakeApi({
      'GET /price-alerts': json(200, { items: [samplePriceAlert] }),
      'PATCH /price-alerts/pa-1': [json(200, { ...samplePriceAlert, status: 'paused' }), json(200, samplePriceAlert)],
    });
    renderProfile('/profile/price-alerts');
    await userEvent.click(await screen.findByRole('button', { name: 'Приостановить: Москва → Сочи' }));
    expect(await screen.findByRole('button', { name: 'Возобновить: Москва → Сочи' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Подписка приостановлена.');
    expect(screen.getByRole('article', { name: 'Москва → Сочи' })).toHaveTextContent('Приостановлена');
    await userEvent.click(screen.getByRole('button', { name: 'Возобновить: Москва → Сочи' }));
    expect(await screen.findByRole('button', { name: 'Приостановить: Москва → Сочи' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/price-alerts/pa-1').map((call) => call.body)).toEqual([{ paused: true }, { paused: false }]);
  });

  it('deletes after confirmation, and keeps the card with the API’s message when deleting fails', async () => {
    const api = fakeApi({
      'GET /price-alerts': json(200, { items: [samplePriceAlert] }),
      'DELETE /price-alerts/pa-1': [apiErrorReply(503, 'UNAVAILABLE', 'Сервис временно недоступен'), new Response(null, { status: 204 })],
    });
    renderProfile('/profile/price-alerts');
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить: Москва → Сочи' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить подписку?' });
    expect(dialog).toHaveTextContent('Писем о цене на Москва → Сочи больше не будет.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Москва → Сочи' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Подписка удалена.');
    expect(api.callsTo('DELETE', '/price-alerts/pa-1')).toHaveLength(2);
  });

  it('says what to do when there are none', async () => {
    fakeApi({ 'GET /price-alerts': json(200, { items: [] }) });
    renderProfile('/profile/price-alerts');
    expect(await screen.findByText(/Вы пока не следите ни за одной ценой/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти билеты' })).toHaveAttribute('href', '/');
  });

  it('draws no line when no check found a price, and names those checks', async () => {
    const unpriced = {
      ...samplePriceAlert,
      priceAtSubscription: null,
      currentLowestPrice: null,
      history: [{ checkedAt: '2026-11-20T09:00:00.000Z', lowestPrice: null }],
    };
    fakeApi({ 'GET /price-alerts': json(200, { items: [unpriced] }) });
    renderProfile('/profile/price-alerts');
    const card = await screen.findByRole('article', { name: 'Москва → Сочи' });
    expect(card).toHaveTextContent('Цену ещё не проверяли.');
    expect(within(card).getByText('Сейчас от').nextElementSibling).toHaveTextContent('нет билетов');
    expect(card.querySelector('svg')).toBeNull();
  });

  it('offers «Повторить» when the list cannot be loaded', async () => {
    fakeApi({ 'GET /price-alerts': [apiErrorReply(503, 'UNAVAILABLE', 'Сервис временно недоступен'), json(200, { items: [samplePriceAlert] })] });
    renderProfile('/profile/price-alerts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Москва → Сочи' })).toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in and calls nothing', async () => {
    const api = fakeApi();
    renderProfile('/profile/price-alerts', { user: null });
    expect(await screen.findByRole('button', { name: 'Вход и регистрация' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/price-alerts')).toHaveLength(0);
  });
});
