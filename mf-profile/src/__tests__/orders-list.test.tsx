import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorReply, fakeApi, json, sampleMultiCityOrder, sampleOrder } from 'shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderNumber, preloadProfileRoutes, renderProfile } from './render-profile';

beforeAll(preloadProfileRoutes);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const page = (from: number, count: number, nextCursor: string | null) =>
  json(200, { items: Array.from({ length: count }, (_, index) => orderNumber(from + index)), nextCursor });

describe('profile orders list (product rules §4 infinite list)', () => {
  it('shows each order with route, dates, passengers, status and amount, 20 a page, to the end', async () => {
    const api = fakeApi({ 'GET /profile/orders': [page(0, 20, 'c-20'), page(20, 5, null)] });
    renderProfile('/profile/orders');
    expect(await screen.findByText('Больше заказов нет.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByRole('region', { name: 'Мои заказы' }).textContent).not.toMatch(/[A-Za-z]{3}/);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Москва — Санкт-Петербург' })).toHaveAttribute('href', '/profile/orders/o-0');
    expect(first).toHaveTextContent('25.12.2026');
    expect(first).toHaveTextContent('Иванова Анна');
    expect(first).toHaveTextContent('Забронирован');
    expect(first).toHaveTextContent('5 400 ₽');
    const calls = api.callsTo('GET', '/profile/orders');
    expect(calls.map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'c-20']);
    expect(calls[0]!.url.searchParams.get('limit')).toBe('20');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer jwt');
  });

  it("names a multi-city order by its whole chain of cities, with every flight's date", async () => {
    fakeApi({ 'GET /profile/orders': json(200, { items: [sampleMultiCityOrder], nextCursor: null }) });
    renderProfile('/profile/orders');
    const card = await screen.findByRole('article', { name: 'Москва — Стамбул — Анталья — Москва, 25.12.2026 – 28.12.2026 – 03.01.2027' });
    expect(within(card).getByRole('link', { name: 'Москва — Стамбул — Анталья — Москва' })).toHaveAttribute('href', '/profile/orders/o-mc-1');
  });

  it("offers 'Оплатить' → bookingSubmit only while a booked order can still be paid", async () => {
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    fakeApi({
      'GET /profile/orders': json(200, {
        items: [
          orderNumber(1, { paymentDeadline: later }),
          orderNumber(2, { paymentDeadline: earlier }),
          orderNumber(3, { status: 'TICKETED' as never, statusLabel: 'Выписан' }),
        ],
        nextCursor: null,
      }),
    });
    renderProfile('/profile/orders');
    await screen.findByText('Больше заказов нет.');
    const [payable, late, ticketed] = screen.getAllByRole('article');
    expect(within(payable!).getByRole('link', { name: 'Оплатить' })).toHaveAttribute('href', '/avia/orders/o-1/submit');
    expect(within(late!).queryByRole('link', { name: 'Оплатить' })).toBeNull();
    expect(within(ticketed!).queryByRole('link', { name: 'Оплатить' })).toBeNull();
    expect(ticketed).toHaveTextContent('Выписан');
  });

  it("shows the loader's error text on a failed page and 'Повторить' loads it again", async () => {
    const api = fakeApi({
      'GET /profile/orders': [page(0, 20, 'c-20'), apiErrorReply(500, 'INTERNAL_ERROR', 'Сбой'), page(20, 3, null)],
    });
    renderProfile('/profile/orders');
    expect(await screen.findByText('Не удалось загрузить заказы.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Больше заказов нет.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(23);
    expect(api.callsTo('GET', '/profile/orders').map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'c-20', 'c-20']);
  });

  it('says there are no orders yet for a new traveller, without the end of a list nobody sees', async () => {
    fakeApi({ 'GET /profile/orders': json(200, { items: [], nextCursor: null }) });
    renderProfile('/profile/orders');
    expect(await screen.findByText(/Заказов пока нет/)).toBeInTheDocument();
    expect(screen.queryByText('Больше заказов нет.')).not.toBeInTheDocument();
  });

  it('profileMain shows the sections menu and the orders', async () => {
    fakeApi({ 'GET /profile/orders': json(200, { items: [sampleOrder], nextCursor: null }) });
    renderProfile('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Разделы кабинета' });
    expect(within(menu).getByRole('link', { name: 'Сохранённые пассажиры' })).toHaveAttribute('href', '/profile/passengers');
    expect(within(menu).getByRole('link', { name: 'Мои данные' })).toHaveAttribute('href', '/profile/edit');
    expect(menu).toHaveTextContent('anna@example.ru');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });
});
