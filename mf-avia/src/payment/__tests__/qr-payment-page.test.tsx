import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSiteEnvironment } from 'shared';
import { apiErrorReply, fakeApi, json, renderWithRouter } from 'shared/testing';
import { STATUS_POLL_MS } from '../common/qr-panel';
import { QrPaymentPage } from '../qr/qr-payment-page';
import { bookedOrder, ORDER_UUID, sbpAttempt } from './payment-fixtures';

const ORDER_PATH = `/flights/orders/${ORDER_UUID}`;
const PAY_PATH = `${ORDER_PATH}/payments`;
const STATUS_PATH = '/payments/p-1/attempts/a-1';

function renderQr() {
  return renderWithRouter(null, {
    path: `/avia/orders/${ORDER_UUID}/qrpayment`,
    routes: [{ path: '/avia/orders/:orderUuid/qrpayment', element: <QrPaymentPage /> }],
  });
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sessionStorage.clear();
  setSiteEnvironment('development');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSiteEnvironment('production');
  setTabHidden(false);
});

describe('QR payment page', () => {
  it('draws the QR code of the payload with the amount and reuses the stored key after a reload', async () => {
    sessionStorage.setItem(`avia-sbp-key:${ORDER_UUID}`, 'pay-stored-key-1');
    const api = fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder()), [`POST ${PAY_PATH}`]: json(201, sbpAttempt()) });
    renderQr();
    const qr = await screen.findByRole('img', { name: 'QR-код для оплаты через СБП' });
    // The finder pattern's top row: seven dark modules from the quiet zone's edge.
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
    expect(screen.getByText(/Сумма/)).toHaveTextContent(/Сумма: 5\s400\s₽/);
    expect(screen.getByRole('link', { name: 'Открыть приложение банка' })).toHaveAttribute('href', sbpAttempt().qrPayload);
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:5\d)$/);
    expect(api.callsTo('POST', PAY_PATH)[0]!.headers.get('Idempotency-Key')).toBe('pay-stored-key-1');
  });

  it('polls the status and opens the finished page when the bank confirms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: json(200, bookedOrder()),
      [`POST ${PAY_PATH}`]: json(201, sbpAttempt()),
      [`GET ${STATUS_PATH}`]: [json(200, sbpAttempt()), json(200, sbpAttempt({ status: 'SUCCEEDED' }))],
    });
    const view = renderQr();
    await screen.findByRole('img', { name: 'QR-код для оплаты через СБП' });
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));
    await waitFor(() => expect(view.location()).toBe(`/avia/orders/${ORDER_UUID}/finished`));
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(2);
  });

  it('does not poll while the tab is hidden and asks at once when it is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: json(200, bookedOrder()),
      [`POST ${PAY_PATH}`]: json(201, sbpAttempt()),
      [`GET ${STATUS_PATH}`]: json(200, sbpAttempt()),
    });
    renderQr();
    await screen.findByRole('img', { name: 'QR-код для оплаты через СБП' });
    act(() => setTabHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 5));
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(0);
    act(() => setTabHidden(false));
    await waitFor(() => expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(1));
  });

  it('outside production the sandbox «Я оплатил» marks the code paid', async () => {
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: json(200, bookedOrder()),
      [`POST ${PAY_PATH}`]: json(201, sbpAttempt()),
      'POST /sandbox/sbp/a-1/paid': json(200, sbpAttempt({ status: 'SUCCEEDED' })),
    });
    const view = renderQr();
    await userEvent.click(await screen.findByRole('button', { name: 'Я оплатил' }));
    await waitFor(() => expect(view.location()).toBe(`/avia/orders/${ORDER_UUID}/finished`));
    expect(api.callsTo('POST', '/sandbox/sbp/a-1/paid')).toHaveLength(1);
  });

  it('has no sandbox button in production', async () => {
    setSiteEnvironment('production');
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder()), [`POST ${PAY_PATH}`]: json(201, sbpAttempt()) });
    renderQr();
    await screen.findByRole('img', { name: 'QR-код для оплаты через СБП' });
    expect(screen.queryByRole('button', { name: 'Я оплатил' })).not.toBeInTheDocument();
  });

  it('an expired code says so and «Оплатить заново» starts a new one under a new key', async () => {
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: json(200, bookedOrder()),
      [`POST ${PAY_PATH}`]: [
        json(201, sbpAttempt({ status: 'EXPIRED', expiresAt: new Date(Date.now() - 1000).toISOString() })),
        json(201, sbpAttempt({ attemptId: 'a-2' })),
      ],
    });
    renderQr();
    expect(await screen.findByText('Время на оплату по этому QR-коду истекло. Деньги не списаны.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR-код для оплаты через СБП' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить заново' }));
    expect(await screen.findByRole('img', { name: 'QR-код для оплаты через СБП' })).toBeInTheDocument();
    const [first, second] = api.callsTo('POST', PAY_PATH);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
    expect(sessionStorage.getItem(`avia-sbp-key:${ORDER_UUID}`)).toBe(second!.headers.get('Idempotency-Key'));
  });

  it('a paid order goes straight to its finished page', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder({ status: 'TICKETED', statusLabel: 'Выписан' })) });
    const view = renderQr();
    await waitFor(() => expect(view.location()).toBe(`/avia/orders/${ORDER_UUID}/finished`));
  });

  it('an attempt of another order is never shown', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: json(200, bookedOrder()), [`POST ${PAY_PATH}`]: json(201, sbpAttempt({ orderUuid: 'someone-else' })) });
    renderQr();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR-код для оплаты через СБП' })).not.toBeInTheDocument();
  });

  it('shows the not-found view for an unknown order', async () => {
    fakeApi({ [`GET ${ORDER_PATH}`]: apiErrorReply(404, 'NOT_FOUND', 'Заказ не найден') });
    renderQr();
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
