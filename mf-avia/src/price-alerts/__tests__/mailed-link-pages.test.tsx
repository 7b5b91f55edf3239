import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorReply, fakeApi, json, renderWithRouter } from 'shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceAlertConfirmPage } from '../price-alert-confirm-page';
import { PriceAlertUnsubscribePage } from '../price-alert-unsubscribe-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return renderWithRouter(null, {
    path,
    routes: [
      { path: '/price-alerts/confirm/:token', element: <PriceAlertConfirmPage /> },
      { path: '/price-alerts/unsubscribe/:token', element: <PriceAlertUnsubscribePage /> },
    ],
  });
}

describe('the pages a price-alert mail links to', () => {
  it('confirms the subscription with the mailed token and leads back to its search', async () => {
    const api = fakeApi({ 'POST /price-alerts/confirmations': json(200, { status: 'active', searchString: 'MOW1712AER1' }) });
    renderAt('/price-alerts/confirm/c-token');
    expect(screen.getByRole('heading', { level: 1, name: 'Подтверждение подписки' })).toBeInTheDocument();
    expect(await screen.findByText('Подписка подтверждена. Мы напишем, когда цена снизится.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к поиску' })).toHaveAttribute('href', '/search/MOW1712AER1');
    expect(api.callsTo('POST', '/price-alerts/confirmations')[0]!.body).toEqual({ token: 'c-token' });
    expect(document.title).toBe('Подтверждение подписки — Авиабилеты');
  });

  it('unsubscribes with the token in the path', async () => {
    const api = fakeApi({ 'POST /price-alerts/unsubscribe/u-token': json(200, { status: 'ended', searchString: 'MOW1712AER1' }) });
    renderAt('/price-alerts/unsubscribe/u-token');
    expect(await screen.findByText('Вы отписались: писем об этой цене больше не будет.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/price-alerts/unsubscribe/u-token')).toHaveLength(1);
  });

  it.each([
    [404, 'NOT_FOUND', 'Ссылка недействительна. Подпишитесь на цену ещё раз.'],
    [410, 'GONE', 'Срок действия ссылки истёк. Подпишитесь на цену ещё раз.'],
  ])('shows the not-found view for a dead link (%i)', async (status, code, message) => {
    fakeApi({ 'POST /price-alerts/confirmations': apiErrorReply(status, code, message) });
    renderAt('/price-alerts/confirm/old');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText(/Ссылка устарела или уже не действует/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти билеты' })).toHaveAttribute('href', '/');
  });

  it('offers «Повторить» after a failure and succeeds on the second try', async () => {
    fakeApi({
      'POST /price-alerts/unsubscribe/u-token': [new TypeError('Failed to fetch'), json(200, { status: 'ended', searchString: 'MOW1712AER1' })],
    });
    renderAt('/price-alerts/unsubscribe/u-token');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Вы отписались: писем об этой цене больше не будет.')).toBeInTheDocument();
  });
});
