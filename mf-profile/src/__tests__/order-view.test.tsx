import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorReply, fakeApi, json, sampleMultiCityOrder, sampleOrder, samplePayment, sampleTicketedMultiCityOrder } from 'shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadProfileRoutes, renderProfile } from './render-profile';

beforeAll(preloadProfileRoutes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const owned = { ...sampleOrder, passengers: [{ ...sampleOrder.passengers[0]!, documentNumber: '4510123789' }] };
const ticketed = {
  ...owned,
  status: 'TICKETED' as const,
  statusLabel: 'Выписан',
  paymentDeadline: null,
  payments: [{ ...samplePayment, status: 'PAID' as const, paidAt: '2026-12-01T10:05:00.000Z' }],
  passengers: [{ ...owned.passengers[0]!, ticketNumber: '5552100000001' }],
  documents: [{ kind: 'E_TICKET' as const, title: 'Электронный билет', ticketNumber: '5552100000001' }],
};

describe('one order (profileOrderView)', () => {
  it('shows segments, fare, passengers with masked documents, tickets and payments', async () => {
    fakeApi({ 'GET /profile/orders/o-1': json(200, ticketed) });
    renderProfile('/profile/orders/o-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Москва — Санкт-Петербург' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Заказ: Москва — Санкт-Петербург — Авиабилеты'));
    expect(screen.getAllByText('Выписан').length).toBeGreaterThan(0);
    expect(screen.getByText(/SU 30, Аэрофлот/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Тариф: Лайт' })).toBeInTheDocument();
    const passengers = screen.getByRole('region', { name: 'Пассажиры' });
    expect(passengers).toHaveTextContent('Иванова Анна Сергеевна');
    expect(passengers).toHaveTextContent('••••••3789');
    expect(document.body.textContent).not.toContain('4510123789');
    expect(screen.getByRole('region', { name: 'Электронные билеты' })).toHaveTextContent('5552100000001');
    expect(screen.getByRole('region', { name: 'Платежи' })).toHaveTextContent('Оплачен');
    expect(screen.getByRole('link', { name: 'Дополнительные услуги' })).toHaveAttribute('href', '/profile/orders/o-1/features');
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
    expect(document.querySelector('[data-itinerary-receipt]')).toHaveTextContent('Маршрутная квитанция');
  });

  it('a multi-city order: the whole chain in the title, every flight in order, and the receipt lists them too', async () => {
    fakeApi({ 'GET /profile/orders/o-mc-1': json(200, { ...sampleMultiCityOrder, passengers: owned.passengers }) });
    renderProfile('/profile/orders/o-mc-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Москва — Стамбул — Анталья — Москва' })).toBeInTheDocument();
    const route = screen.getByRole('region', { name: 'Маршрут' });
    expect(
      within(route)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent!.split(' · ')[0]),
    ).toEqual(['Перелёт 1: Москва — Стамбул', 'Перелёт 2: Стамбул — Анталья', 'Перелёт 3: Анталья — Москва']);
    const receipt = document.querySelector<HTMLElement>('[data-itinerary-receipt]')!;
    expect(receipt).toHaveTextContent('Москва — Стамбул — Анталья — Москва');
    expect([...receipt.querySelectorAll('th[scope="rowgroup"]')].map((cell) => cell.textContent)).toEqual([
      'Перелёт 1: Москва — Стамбул',
      'Перелёт 2: Стамбул — Анталья',
      'Перелёт 3: Анталья — Москва',
    ]);
    expect(receipt).toHaveTextContent('TK 3960');
  });

  it('a ticketed multi-city order lists a ticket per flight for each passenger, on the page and the receipt', async () => {
    fakeApi({ 'GET /profile/orders/o-mc-1': json(200, sampleTicketedMultiCityOrder) });
    renderProfile('/profile/orders/o-mc-1');
    const passengers = await screen.findByRole('region', { name: 'Пассажиры' });
    expect(passengers).toHaveTextContent('Билет: Перелёт 1: 4210000000101; Перелёт 2: 4210000000102; Перелёт 3: 4210000000103');
    const receipt = document.querySelector<HTMLElement>('[data-itinerary-receipt]')!;
    const ticketCell = [...receipt.querySelectorAll('td')].find((cell) => cell.textContent!.includes('4210000000102'))!;
    expect(ticketCell.textContent).toBe('Перелёт 1: 4210000000101\nПерелёт 2: 4210000000102\nПерелёт 3: 4210000000103');
  });

  it('a return order names its flights «Туда» and «Обратно»', async () => {
    const back = { ...sampleOrder.directions[0]!, origin: sampleOrder.directions[0]!.destination, destination: sampleOrder.directions[0]!.origin };
    fakeApi({ 'GET /profile/orders/o-1': json(200, { ...owned, directions: [sampleOrder.directions[0], back] }) });
    renderProfile('/profile/orders/o-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Москва — Санкт-Петербург — Москва' })).toBeInTheDocument();
    const route = screen.getByRole('region', { name: 'Маршрут' });
    expect(
      within(route)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent!.split(' · ')[0]),
    ).toEqual(['Туда: Москва — Санкт-Петербург', 'Обратно: Санкт-Петербург — Москва']);
  });

  it('reads a flight as the results and booking pages do: «2 ч 05 мин», «25.12.2026, 08:10»', async () => {
    const direction = { ...sampleOrder.directions[0]!, arrivalLocal: '2026-12-25T10:15', durationMinutes: 125 };
    const segment = { ...direction.segments[0]!, arrivalLocal: '2026-12-25T10:15', durationMinutes: 125 };
    fakeApi({ 'GET /profile/orders/o-1': json(200, { ...ticketed, directions: [{ ...direction, segments: [segment] }] }) });
    renderProfile('/profile/orders/o-1');
    const route = await screen.findByRole('region', { name: 'Маршрут' });
    expect(route).toHaveTextContent('2 ч 05 мин');
    expect(route).toHaveTextContent('25.12.2026, 08:10');
    expect(route).toHaveTextContent('25.12.2026, 10:15');
    expect(document.querySelector('[data-itinerary-receipt]')).toHaveTextContent('25.12.2026, 08:10');
  });

  it('prints the itinerary receipt alone (the print stylesheet keys on the mark it sets)', async () => {
    fakeApi({ 'GET /profile/orders/o-1': json(200, ticketed) });
    let markedWhilePrinting = false;
    vi.stubGlobal('print', () => {
      markedWhilePrinting = document.documentElement.hasAttribute('data-profile-receipt');
      window.dispatchEvent(new Event('afterprint'));
    });
    renderProfile('/profile/orders/o-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Распечатать маршрутную квитанцию' }));
    expect(markedWhilePrinting).toBe(true);
    expect(document.documentElement.hasAttribute('data-profile-receipt')).toBe(false);
  });

  it('cancels an unpaid order after confirmation and offers pay while it can be paid', async () => {
    const api = fakeApi({
      'GET /profile/orders/o-1': json(200, { ...owned, paymentDeadline: new Date(Date.now() + 600_000).toISOString() }),
      'POST /flights/orders/o-1/cancel': json(200, { ...owned, status: 'CANCELLED', statusLabel: 'Отменён', paymentDeadline: null }),
    });
    renderProfile('/profile/orders/o-1');
    expect(await screen.findByRole('link', { name: 'Оплатить' })).toHaveAttribute('href', '/avia/orders/o-1/submit');
    await userEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ?' });
    expect(api.callsTo('POST', '/flights/orders/o-1/cancel')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByText('Заказ отменён.')).toBeInTheDocument();
    expect(screen.getAllByText('Отменён').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Оплатить' })).toBeNull();
    expect(api.callsTo('POST', '/flights/orders/o-1/cancel')).toHaveLength(1);
  });

  it('a cancelled order promises no ticket and offers no receipt to print', async () => {
    fakeApi({ 'GET /profile/orders/o-1': json(200, { ...owned, status: 'CANCELLED', statusLabel: 'Отменён', paymentDeadline: null }) });
    renderProfile('/profile/orders/o-1');
    const passengers = await screen.findByRole('region', { name: 'Пассажиры' });
    expect(passengers).toHaveTextContent('Иванова Анна Сергеевна');
    expect(passengers).not.toHaveTextContent('Билет');
    expect(screen.getByRole('region', { name: 'Электронные билеты' })).toHaveTextContent('Билеты по этому заказу не выписывались.');
    expect(document.body).not.toHaveTextContent('после оплаты');
    expect(screen.queryByRole('button', { name: 'Распечатать маршрутную квитанцию' })).toBeNull();
    expect(document.querySelector('[data-itinerary-receipt]')).toBeNull();
  });

  it("another traveller's order is the not-found view", async () => {
    fakeApi({ 'GET /profile/orders/o-2': apiErrorReply(404, 'NOT_FOUND', 'Заказ не найден') });
    renderProfile('/profile/orders/o-2');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Авиабилеты'));
  });

  it("a failed load says why and 'Повторить' loads again", async () => {
    fakeApi({
      'GET /profile/orders/o-1': [apiErrorReply(503, 'SERVICE_UNAVAILABLE', 'Сервер временно недоступен. Повторите попытку позже.'), json(200, ticketed)],
    });
    renderProfile('/profile/orders/o-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер временно недоступен');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Москва — Санкт-Петербург' })).toBeInTheDocument();
  });
});
