import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, fakeApi, json, renderWithRouter, sampleMultiCityOrder } from 'shared/testing';
import { goToAcquirer } from '../common/go-to-acquirer';
import { BookingSubmitPage } from '../submit/booking-submit-page';
import { bookedOrder, cardAttempt, ORDER_UUID, sbpAttempt } from './payment-fixtures';

vi.mock('../common/go-to-acquirer', () => ({ goToAcquirer: vi.fn() }));

const ORDER_PATH = `/flights/orders/${ORDER_UUID}`;
const PAY_PATH = `${ORDER_PATH}/payments`;
function renderAt(path = `/avia/orders/${ORDER_UUID}/submit`) {
  // The page reads :orderUuid, so it is mounted on its route pattern.
  return renderWithRouter(null, { path, routes: [{ path: '/avia/orders/:orderUuid/submit', element: <BookingSubmitPage /> }] });
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(goToAcquirer).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('booking submit page', () => {
  it('shows the order, the deadline counting down and the total on the pay button', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder()) });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата заказа' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(screen.getByText('Туда: Москва → Санкт-Петербург')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить 5\u00a0400\u00a0₽' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Банковская карта' })).toBeChecked();
  });

  it('lists every flight of a multi-city order in order, each named «Перелёт N»', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder({ ...sampleMultiCityOrder, orderUuid: ORDER_UUID })) });
    renderAt();
    const route = await screen.findByRole('region', { name: 'Маршрут' });
    expect(
      within(route)
        .getAllByText(/^(Туда|Обратно|Перелёт \d):/)
        .map((line) => line.textContent),
    ).toEqual(['Перелёт 1: Москва → Стамбул', 'Перелёт 2: Стамбул → Анталья', 'Перелёт 3: Анталья → Москва']);
    expect(screen.getByRole('button', { name: 'Оплатить 38\u00a0700\u00a0₽' })).toBeEnabled();
  });

  it('says until when to pay on the traveller’s own clock, as hours and minutes', async () => {
    const deadline = new Date();
    deadline.setHours(9, 5, 0, 0);
    deadline.setDate(deadline.getDate() + 1);
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder({ paymentDeadline: deadline.toISOString() })) });
    renderAt();
    expect(await screen.findByText(/^Оплатите до/)).toHaveTextContent(/^Оплатите до 09:05$/);
  });

  it('pays by card once for a double click and goes to the acquirer page', async () => {
    const api = fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder()), [`POST ${PAY_PATH}`]: json(201, cardAttempt()) });
    renderAt();
    await userEvent.dblClick(await screen.findByRole('button', { name: /Оплатить/ }));
    await waitFor(() => expect(goToAcquirer).toHaveBeenCalledWith('http://api.test/sandbox/acquirer/a-1'));
    expect(api.callsTo('POST', PAY_PATH)).toHaveLength(1);
    expect(api.callsTo('POST', PAY_PATH)[0]!.body).toEqual({ method: 'card' });
    expect(api.callsTo('POST', PAY_PATH)[0]!.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
  });

  it('retries a pay press whose answer was lost once by itself, then on the next press, with the same Idempotency-Key', async () => {
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: json(200, bookedOrder()),
      [`POST ${PAY_PATH}`]: [new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), json(201, cardAttempt())],
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: /Оплатить/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером');
    expect(api.callsTo('POST', PAY_PATH)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Оплатить/ }));
    await waitFor(() => expect(goToAcquirer).toHaveBeenCalledTimes(1));
    const keys = api.callsTo('POST', PAY_PATH).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('starts a new action with a new key after a definite refusal', async () => {
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: json(200, bookedOrder()),
      [`POST ${PAY_PATH}`]: [apiErrorReply(409, 'CONFLICT', 'Повторите запрос'), json(201, cardAttempt())],
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: /Оплатить/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Повторите запрос');
    await userEvent.click(screen.getByRole('button', { name: /Оплатить/ }));
    await waitFor(() => expect(goToAcquirer).toHaveBeenCalledTimes(1));
    const [first, second] = api.callsTo('POST', PAY_PATH);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('SBP starts the QR attempt and opens the QR page, keeping the key for it', async () => {
    const api = fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder()), [`POST ${PAY_PATH}`]: json(201, sbpAttempt()) });
    const view = renderAt();
    await userEvent.click(await screen.findByRole('radio', { name: 'СБП (QR-код)' }));
    await userEvent.click(screen.getByRole('button', { name: /Оплатить/ }));
    await waitFor(() => expect(view.location()).toBe(`/avia/orders/${ORDER_UUID}/qrpayment`));
    expect(api.callsTo('POST', PAY_PATH)[0]!.body).toEqual({ method: 'sbp' });
    expect(sessionStorage.getItem(`avia-sbp-key:${ORDER_UUID}`)).toBe(api.callsTo('POST', PAY_PATH)[0]!.headers.get('Idempotency-Key'));
  });

  it('says a declined card payment was declined and lets the person pay again', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder()) });
    renderAt(`/avia/orders/${ORDER_UUID}/submit?payment=failed`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Оплата не прошла: банк отклонил платёж');
    expect(screen.getByRole('button', { name: /Оплатить/ })).toBeEnabled();
  });

  it('cancels an unpaid order after asking once more', async () => {
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: json(200, bookedOrder()),
      [`POST ${ORDER_PATH}/cancel`]: json(200, bookedOrder({ status: 'CANCELLED', statusLabel: 'Отменён' })),
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить бронирование' }));
    expect(screen.getByRole('button', { name: 'Да, отменить' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByText('Бронирование отменено. Места освобождены.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ отменён' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Заказ отменён/));
    expect(document.body).not.toHaveTextContent('к оплате');
    expect(screen.queryByRole('button', { name: /Оплатить/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', `${ORDER_PATH}/cancel`)).toHaveLength(1);
  });

  it('sends a paid order on to its tickets', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder({ status: 'TICKETED', statusLabel: 'Выписан' })) });
    renderAt();
    expect(await screen.findByRole('link', { name: 'Посмотреть билеты' })).toHaveAttribute('href', `/avia/orders/${ORDER_UUID}/finished`);
    expect(screen.getByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeInTheDocument();
  });

  it('when the deadline passes on the open page it shows the order expired, asking once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const expired = bookedOrder({ status: 'EXPIRED', statusLabel: 'Истёк' });
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: [json(200, bookedOrder({ paymentDeadline: new Date(Date.now() + 2000).toISOString() })), json(200, expired)],
    });
    renderAt();
    await screen.findByRole('button', { name: /Оплатить/ });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Истёк')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Оплатить/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', ORDER_PATH)).toHaveLength(2);
    vi.useRealTimers();
  });

  it('a deadline already past by the browser clock does not reload in a loop', async () => {
    const api = fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder({ paymentDeadline: new Date(Date.now() - 5000).toISOString() })) });
    renderAt();
    await screen.findByRole('button', { name: /Оплатить/ });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.callsTo('GET', ORDER_PATH)).toHaveLength(1);
  });

  it('shows the not-found view for an unknown or foreign order', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: apiErrorReply(404, 'NOT_FOUND', 'Заказ не найден') });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.queryByText('Иванова')).not.toBeInTheDocument();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    fakeApi({
      [`GET ${ORDER_PATH}`]: [apiErrorReply(503, 'SERVICE_UNAVAILABLE', 'Сервер временно недоступен. Повторите попытку позже.'), json(200, bookedOrder())],
    });
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер временно недоступен');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: /Оплатить/ })).toBeInTheDocument();
  });
});
