import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorReply, fakeApi, json, sampleOrder, samplePayment } from 'shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadProfileRoutes, renderProfile } from './render-profile';

beforeAll(preloadProfileRoutes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const paidOrder = { ...sampleOrder, status: 'PAID' as const, statusLabel: 'Оплачен' };
const option = (code: string, title: string, status: string, extra: object = {}) => ({
  code,
  title,
  description: `${title}: описание`,
  unitPrice: 590,
  per: 'PASSENGER_SEGMENT',
  perLabel: 'за пассажира на один перелёт',
  quantity: 1,
  price: 590,
  currency: 'RUB',
  status,
  unavailableReason: null,
  paymentUuid: null,
  ...extra,
});
const options = {
  items: [
    option('SEAT', 'Выбор места в салоне', 'AVAILABLE'),
    option('SMS', 'SMS-информирование', 'PAID', { paymentUuid: 'p-sms' }),
    option('BAGGAGE', 'Багаж до 23 кг', 'UNAVAILABLE', { unavailableReason: 'Багаж уже включён в тариф' }),
  ],
};

describe('paid extras of an order (profileOrderPaidFeatures)', () => {
  it('lists options with prices, marks the paid one, and choosing one opens its extra payment page', async () => {
    const api = fakeApi({
      'GET /profile/orders/o-1': json(200, paidOrder),
      'GET /profile/orders/o-1/options': json(200, options),
      'POST /profile/orders/o-1/options': json(201, { ...samplePayment, paymentUuid: 'p-seat', purpose: 'OPTION', optionCode: 'SEAT', amount: 590 }),
    });
    const view = renderProfile('/profile/orders/o-1/features');
    const seat = await screen.findByRole('article', { name: 'Выбор места в салоне' });
    await waitFor(() => expect(document.title).toBe('Дополнительные услуги — Авиабилеты'));
    expect(seat).toHaveTextContent('590 ₽');
    expect(screen.getByRole('article', { name: 'SMS-информирование' })).toHaveTextContent('Оплачено');
    expect(within(screen.getByRole('article', { name: 'SMS-информирование' })).queryByRole('button')).toBeNull();
    expect(screen.getByRole('article', { name: 'Багаж до 23 кг' })).toHaveTextContent('Багаж уже включён в тариф');

    await userEvent.click(within(seat).getByRole('button', { name: 'Выбрать и оплатить' }));
    await vi.waitFor(() => expect(view.location()).toBe('/payments/p-seat'));
    expect(api.callsTo('POST', '/profile/orders/o-1/options')[0]!.body).toEqual({ code: 'SEAT' });
  });

  it('keeps the person on the page with the reason when the payment cannot be created', async () => {
    fakeApi({
      'GET /profile/orders/o-1': json(200, paidOrder),
      'GET /profile/orders/o-1/options': json(200, options),
      'POST /profile/orders/o-1/options': apiErrorReply(409, 'CONFLICT', 'Эта услуга уже оплачена'),
    });
    const view = renderProfile('/profile/orders/o-1/features');
    const seat = await screen.findByRole('article', { name: 'Выбор места в салоне' });
    await userEvent.click(within(seat).getByRole('button', { name: 'Выбрать и оплатить' }));
    expect(await within(seat).findByRole('alert')).toHaveTextContent('Эта услуга уже оплачена');
    expect(view.location()).toBe('/profile/orders/o-1/features');
  });

  it('an unpaid order has no extras to buy yet, and asks nothing more of the API', async () => {
    const api = fakeApi({ 'GET /profile/orders/o-1': json(200, sampleOrder) });
    renderProfile('/profile/orders/o-1/features');
    expect(await screen.findByText('Дополнительные услуги можно оплатить только для оплаченного заказа')).toBeInTheDocument();
    expect(api.requests()).toEqual(['GET /profile/orders/o-1']);
  });

  it("another traveller's order is the not-found view", async () => {
    fakeApi({ 'GET /profile/orders/o-9': apiErrorReply(404, 'NOT_FOUND', 'Заказ не найден') });
    renderProfile('/profile/orders/o-9/features');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
