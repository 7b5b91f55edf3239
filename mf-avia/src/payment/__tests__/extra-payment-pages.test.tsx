import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, fakeApi, json, renderWithRouter, samplePayment } from 'shared/testing';
import { goToAcquirer } from '../common/go-to-acquirer';
import { ExtraPaymentFinishedPage } from '../extra/extra-payment-finished-page';
import { ExtraPaymentPage } from '../extra/extra-payment-page';
import { cardAttempt, sbpAttempt, ticketedOrder } from './payment-fixtures';

vi.mock('../common/go-to-acquirer', () => ({ goToAcquirer: vi.fn() }));

const PAYMENT_UUID = 'p-9';
const extraPayment = (overrides: Record<string, unknown> = {}) => ({
  ...samplePayment,
  paymentUuid: PAYMENT_UUID,
  purpose: 'OPTION',
  optionCode: 'BAGGAGE',
  description: 'Багаж до 23 кг',
  amount: 2490,
  orderUuid: 'o-1',
  order: { orderUuid: 'o-1', status: 'TICKETED', route: 'Москва — Санкт-Петербург', departureDate: '2026-12-25' },
  lastAttempt: null,
  ...overrides,
});

function renderExtra(path = `/payments/${PAYMENT_UUID}`) {
  return renderWithRouter(null, {
    path,
    routes: [
      { path: '/payments/:paymentUuid', element: <ExtraPaymentPage /> },
      { path: '/payments/:paymentUuid/:status', element: <ExtraPaymentFinishedPage /> },
    ],
  });
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(goToAcquirer).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('extra payment page', () => {
  it('says what is paid for and pays by card with an Idempotency-Key', async () => {
    const api = fakeApi({
      [`GET /payments/${PAYMENT_UUID}`]: json(200, extraPayment()),
      [`POST /payments/${PAYMENT_UUID}/attempts`]: json(201, cardAttempt({ paymentUuid: PAYMENT_UUID })),
    });
    renderExtra();
    expect(await screen.findByText('Багаж до 23 кг')).toBeInTheDocument();
    expect(screen.getByText('Москва — Санкт-Петербург, 25.12.2026')).toBeInTheDocument();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Оплатить 2\u00a0490\u00a0₽' }));
    await waitFor(() => expect(goToAcquirer).toHaveBeenCalledWith('http://api.test/sandbox/acquirer/a-1'));
    const calls = api.callsTo('POST', `/payments/${PAYMENT_UUID}/attempts`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ method: 'card' });
    expect(calls[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('SBP shows the QR code in place', async () => {
    fakeApi({
      [`GET /payments/${PAYMENT_UUID}`]: json(200, extraPayment()),
      [`POST /payments/${PAYMENT_UUID}/attempts`]: json(201, sbpAttempt({ paymentUuid: PAYMENT_UUID })),
    });
    renderExtra();
    await userEvent.click(await screen.findByRole('radio', { name: 'СБП (QR-код)' }));
    await userEvent.click(screen.getByRole('button', { name: /Оплатить/ }));
    expect(await screen.findByRole('img', { name: 'QR-код для оплаты через СБП' })).toBeInTheDocument();
  });

  it('a paid option is not offered for payment again', async () => {
    fakeApi({ [`GET /payments/${PAYMENT_UUID}`]: json(200, extraPayment({ status: 'PAID' })) });
    renderExtra();
    expect(await screen.findByText('Эта услуга уже оплачена.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Оплатить/ })).not.toBeInTheDocument();
  });

  it('shows the not-found view for an unknown payment', async () => {
    fakeApi({ [`GET /payments/${PAYMENT_UUID}`]: apiErrorReply(404, 'NOT_FOUND', 'Платёж не найден') });
    renderExtra();
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });
});

describe('extra payment result page', () => {
  it('success when the payment is paid', async () => {
    fakeApi({ [`GET /payments/${PAYMENT_UUID}`]: json(200, extraPayment({ status: 'PAID' })) });
    renderExtra(`/payments/${PAYMENT_UUID}/success`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата прошла успешно' })).toBeInTheDocument();
    expect(screen.getByText('Услуга «Багаж до 23 кг» оплачена. Подтверждение придёт на почту заказа.')).toBeInTheDocument();
  });

  it('failure offers to pay again, and a hand-edited «success» of an unpaid payment is not believed', async () => {
    fakeApi({ [`GET /payments/${PAYMENT_UUID}`]: json(200, extraPayment()) });
    renderExtra(`/payments/${PAYMENT_UUID}/success`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата не прошла' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оплатить заново' })).toHaveAttribute('href', `/payments/${PAYMENT_UUID}`);
  });

  it('an unknown result status is the not-found view, without asking the API', async () => {
    const api = fakeApi({});
    renderExtra(`/payments/${PAYMENT_UUID}/maybe`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });
});

describe('an exchange paid as an extra payment', () => {
  const exchangePayment = (status: string) =>
    extraPayment({ purpose: 'EXCHANGE', optionCode: null, description: 'Обмен билетов: Туда: Москва — Санкт-Петербург', amount: 7230, status });

  it('names what is paid for, and its success page shows the new ticket numbers and the way back to the order', async () => {
    fakeApi({
      [`GET /payments/${PAYMENT_UUID}`]: [json(200, exchangePayment('PENDING')), json(200, exchangePayment('PAID'))],
      'GET /flights/orders/o-1': json(200, { ...ticketedOrder(), orderUuid: 'o-1' }),
    });
    const { unmount } = renderExtra();
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата обмена билета' })).toBeInTheDocument();
    expect(screen.getByText('Обмен билетов: Туда: Москва — Санкт-Петербург')).toBeInTheDocument();
    unmount();
    renderExtra(`/payments/${PAYMENT_UUID}/success`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Билет обменян' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Новые номера билетов' })).toHaveTextContent('4210000000011');
    expect(screen.getByRole('link', { name: 'Открыть заказ' })).toHaveAttribute('href', '/avia/orders/o-1/finished');
    expect(screen.queryByRole('link', { name: 'Дополнительные услуги заказа' })).toBeNull();
  });
});
