import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authModalAtom, signInWithUserAtom } from 'shared';
import { apiErrorReply, fakeApi, json, renderWithRouter, sampleTicketedMultiCityOrder, sampleUser } from 'shared/testing';
import { BookingFinishedPage } from '../finished/booking-finished-page';
import { bookedOrder, ORDER_UUID, ticketedOrder } from './payment-fixtures';

const ORDER_PATH = `/flights/orders/${ORDER_UUID}`;

function renderFinished(store = createStore()) {
  return renderWithRouter(null, {
    path: `/avia/orders/${ORDER_UUID}/finished`,
    store,
    routes: [{ path: '/avia/orders/:orderUuid/finished', element: <BookingFinishedPage /> }],
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('booking finished page', () => {
  it('shows the tickets, masked documents and where the mail went', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, ticketedOrder()) });
    renderFinished();
    expect(await screen.findByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Пассажиры' });
    const row = within(table).getByRole('row', { name: /Иванова Анна Сергеевна/ });
    expect(row).toHaveTextContent('4210000000011');
    expect(row).toHaveTextContent('Паспорт РФ ••••••3789');
    expect(row).not.toHaveTextContent('4510123789');
    expect(document.querySelector('[data-mail-notice]')).toHaveTextContent('Маршрутная квитанция и билеты отправлены на anna@example.ru.');
    expect(screen.getByText('O-1')).toBeInTheDocument();
    // paid: the total is what was paid, not what is left to pay
    expect(screen.getByText('Оплачено')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('к оплате');
  });

  it('lists a ticket per flight of a multi-city trip, a line each', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, { ...sampleTicketedMultiCityOrder, orderUuid: ORDER_UUID }) });
    renderFinished();
    const table = await screen.findByRole('table', { name: 'Пассажиры' });
    const row = within(table).getByRole('row', { name: /Иванова Анна Сергеевна/ });
    const ticketCell = within(row).getAllByRole('cell').at(-1)!;
    expect(ticketCell.textContent).toBe('Перелёт 1: 4210000000101\nПерелёт 2: 4210000000102\nПерелёт 3: 4210000000103');
  });

  it('a paid order waiting for its tickets is asked again until they are out, a failed ask asked again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const paid = { ...ticketedOrder(), status: 'PAID', statusLabel: 'Оплачен', ticketedAt: null };
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: [json(200, paid), apiErrorReply(503, 'SERVER_ERROR', 'Сервис временно недоступен'), json(200, ticketedOrder())],
    });
    renderFinished();
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ оплачен' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('билеты выписываются');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.callsTo('GET', ORDER_PATH)).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ оплачен' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(api.callsTo('GET', ORDER_PATH)).toHaveLength(3);
  });

  it('invites a guest to sign up with the order e-mail filled in', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, ticketedOrder()) });
    const { store } = renderFinished();
    await userEvent.click(await screen.findByRole('button', { name: 'Зарегистрироваться' }));
    expect(store.get(authModalAtom)).toMatchObject({ visible: true, mode: 'signUp', email: 'anna@example.ru' });
    expect(screen.queryByRole('link', { name: 'Открыть заказ в личном кабинете' })).not.toBeInTheDocument();
  });

  it('gives a signed-in traveller the link to the order in the profile', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, ticketedOrder()) });
    const store = createStore();
    store.set(signInWithUserAtom, 'token-1', sampleUser);
    renderFinished(store);
    expect(await screen.findByRole('link', { name: 'Открыть заказ в личном кабинете' })).toHaveAttribute('href', `/profile/orders/${ORDER_UUID}`);
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
  });

  it('an unpaid order says so and offers to pay again', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder()) });
    renderFinished();
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ не оплачен' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Деньги не списаны');
    expect(screen.getByRole('link', { name: 'Оплатить заново' })).toHaveAttribute('href', `/avia/orders/${ORDER_UUID}/submit`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the not-found view for an unknown or foreign order', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: apiErrorReply(404, 'NOT_FOUND', 'Заказ не найден') });
    renderFinished();
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
