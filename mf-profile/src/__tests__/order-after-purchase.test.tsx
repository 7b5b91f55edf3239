import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, sampleOrder, samplePayment } from 'shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadProfileRoutes, renderProfile } from './render-profile';

beforeAll(preloadProfileRoutes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const anna = { ...sampleOrder.passengers[0]!, ticketNumber: '4210000000001', returnedDirections: [] as number[] };
const petr = { ...anna, firstName: 'Пётр', lastName: 'Иванов', ticketNumber: '4210000000002', returnedDirections: [0] };
const ticketed = {
  ...sampleOrder,
  status: 'TICKETED' as const,
  statusLabel: 'Выписан',
  paymentDeadline: null,
  fare: { ...sampleOrder.fare, conditions: { ...sampleOrder.fare.conditions, exchange: { allowed: true, feeRub: 3000 } } },
  payments: [{ ...samplePayment, status: 'PAID' as const, paidAt: '2026-12-01T10:05:00.000Z' }],
  passengers: [anna, petr],
  documents: [
    { kind: 'E_TICKET' as const, title: 'Маршрутная квитанция: Иванова Анна', ticketNumber: '4210000000001', returned: false },
    { kind: 'E_TICKET' as const, title: 'Маршрутная квитанция: Иванов Пётр', ticketNumber: '4210000000002', returned: true },
  ],
};
const ticketLine = (passenger: number, amount: number) => ({
  passenger,
  passengerName: 'Иванов Пётр',
  direction: 0,
  directionLabel: 'Туда',
  rule: 'TAXES' as const,
  ruleLabel: 'Невозвратный тариф: возвращаются аэропортовые сборы',
  fare: amount,
  extras: 0,
  amount,
});
const refund = {
  refundUuid: 'r-1',
  orderUuid: 'o-1',
  status: 'PROCESSING' as const,
  statusLabel: 'Деньги возвращаются',
  involuntary: false,
  tickets: [ticketLine(1, 500)],
  payments: [{ paymentUuid: samplePayment.paymentUuid, description: 'Оплата заказа', method: 'card' as const, amount: 500, status: 'PENDING' as const }],
  amount: 500,
  currency: 'RUB' as const,
  createdAt: '2026-12-02T10:00:00.000Z',
  finishedAt: null,
};
const exchange = {
  orderUuid: 'o-1',
  direction: 0,
  directionLabel: 'Туда: Москва — Санкт-Петербург',
  newDirection: sampleOrder.directions[0]!,
  fee: 3000,
  difference: 0,
  amount: 3000,
  cheaperNote: null,
  currency: 'RUB' as const,
  exchangeUuid: 'x-1',
  status: 'EXCHANGED' as const,
  statusLabel: 'Обменян',
  paymentUuid: 'p-x',
  tickets: [{ passenger: 0, oldTicketNumber: '4210000000009', newTicketNumber: '4210000000001' }],
  createdAt: '2026-12-01T11:00:00.000Z',
  finishedAt: '2026-12-01T11:01:00.000Z',
};

describe('«Возврат и обмен» on the order view', () => {
  it('lists each ticket’s state, asks for the money’s state until it is back, and the receipt marks the void tickets', async () => {
    fakeApi({
      'GET /profile/orders/o-1': json(200, ticketed),
      'GET /flights/orders/o-1/refunds': [
        json(200, { items: [refund] }),
        json(200, { items: [{ ...refund, status: 'REFUNDED', statusLabel: 'Деньги возвращены' }] }),
      ],
      'GET /flights/orders/o-1/exchanges': json(200, { items: [exchange] }),
    });
    renderProfile('/profile/orders/o-1');
    const panel = await screen.findByRole('region', { name: 'Возврат и обмен' });
    const [annaTicket, petrTicket] = await within(panel).findAllByRole('listitem');
    expect(annaTicket).toHaveTextContent('Билет № 4210000000001 · Обменян, билет № 4210000000009 аннулирован');
    expect(petrTicket).toHaveTextContent('Возвращён, к возврату 500 ₽: Деньги возвращаются');
    await waitFor(() => expect(petrTicket).toHaveTextContent('к возврату 500 ₽: Деньги возвращены'), { timeout: 4000 });
    expect(within(panel).queryByRole('button', { name: /Вернуть билет: Иванов Пётр/ })).toBeNull();
    // A flight with a returned ticket is no longer exchanged (the API refuses it too).
    expect(within(panel).queryByRole('button', { name: /^Обменять билет/ })).toBeNull();
    const receipt = document.querySelector<HTMLElement>('[data-itinerary-receipt] [data-void-tickets]')!;
    expect(receipt).toHaveTextContent('4210000000002');
    expect(receipt).toHaveTextContent('4210000000009');
    expect(receipt).not.toHaveTextContent('4210000000001');
  });

  it('shows the API’s amount before confirming and returns the ticket under one Idempotency-Key', async () => {
    const quote = { orderUuid: 'o-1', involuntary: false, tickets: [ticketLine(0, 500)], payments: refund.payments, amount: 500, currency: 'RUB' };
    const api = fakeApi({
      'GET /profile/orders/o-1': [json(200, { ...ticketed, passengers: [anna, { ...petr, returnedDirections: [] }] }), json(200, ticketed)],
      'GET /flights/orders/o-1/refunds': [
        json(200, { items: [] }),
        json(200, { items: [{ ...refund, status: 'REFUNDED', statusLabel: 'Деньги возвращены' }] }),
      ],
      'GET /flights/orders/o-1/exchanges': json(200, { items: [] }),
      'GET /flights/orders/o-1/refunds/quote': json(200, quote),
      'POST /flights/orders/o-1/refunds': json(201, { ...refund, status: 'REQUESTED', statusLabel: 'Заявка принята' }),
    });
    renderProfile('/profile/orders/o-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Вернуть билет: Иванов Пётр, Туда: Москва — Санкт-Петербург' }));
    const dialog = await screen.findByRole('dialog', { name: 'Возврат билета' });
    expect(await within(dialog).findByText('Невозвратный тариф: возвращаются аэропортовые сборы')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('К возврату: 500 ₽');
    expect(dialog).toHaveTextContent('Оплата заказа: 500 ₽ на банковскую карту');
    expect(api.callsTo('GET', '/flights/orders/o-1/refunds/quote')[0]!.url.search).toBe('?passengers=1&directions=0');
    expect(api.callsTo('POST', '/flights/orders/o-1/refunds')).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: /^Подтвердить возврат 500\s₽$/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Заявка на возврат принята');
    const posts = api.callsTo('POST', '/flights/orders/o-1/refunds');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ passengers: [1], directions: [0] });
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
    const panel = screen.getByRole('region', { name: 'Возврат и обмен' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')[1]).toHaveTextContent('Возвращён, к возврату 500 ₽: Деньги возвращены'));
  });
});
