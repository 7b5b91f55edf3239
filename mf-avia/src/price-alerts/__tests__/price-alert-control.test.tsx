import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { configure } from '@testing-library/react';
import { signInWithUserAtom } from 'shared';
import { apiErrorReply, fakeApi, json, renderWithRouter, samplePriceAlert, sampleUser } from 'shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PriceAlertControl from '../price-alert-control';
import { PRICE_ALERT_WATCHES_KEY, watchTokenOf } from '../watch-tokens';

// The machine is shared by several builds: give the lazy e-mail form time to arrive.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => import('../price-alert-email-form'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SEARCH = 'MOW1712AER1';

function renderControl({ signedIn = false } = {}) {
  const store = createStore();
  if (signedIn) store.set(signInWithUserAtom, 'jwt', sampleUser);
  return renderWithRouter(<PriceAlertControl searchString={SEARCH} />, { store });
}

describe('«Следить за ценой» for an anonymous traveller', () => {
  it('asks for an e-mail, says the schema’s word first, then subscribes this search and keeps the watch token', async () => {
    const api = fakeApi({ 'POST /price-alerts': json(202, { status: 'pending', watchToken: 'w-1' }) });
    renderControl();
    await userEvent.click(await screen.findByRole('button', { name: 'Следить за ценой' }));
    const email = await screen.findByRole('textbox', { name: 'E-mail для уведомлений' });
    await userEvent.type(email, 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите корректный email');
    expect(api.callsTo('POST', '/price-alerts')).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'Anna@Example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Проверьте почту. Мы отправили письмо на anna@example.ru.');
    expect(api.callsTo('POST', '/price-alerts')[0]!.body).toEqual({ searchString: SEARCH, email: 'anna@example.ru' });
    expect(watchTokenOf(SEARCH)).toBe('w-1');
  });

  it('moves focus into the e-mail form it opens, and back to the button when the form is cancelled', async () => {
    fakeApi();
    renderControl();
    await userEvent.click(await screen.findByRole('button', { name: 'Следить за ценой' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail для уведомлений' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('button', { name: 'Следить за ценой' })).toHaveFocus();
  });

  it('shows the state of the subscription on a later visit of the same search', async () => {
    localStorage.setItem(PRICE_ALERT_WATCHES_KEY, JSON.stringify({ [SEARCH]: 'w-1' }));
    const api = fakeApi({ 'GET /price-alerts/watch/w-1': json(200, { status: 'active', searchString: SEARCH }) });
    renderControl();
    expect(await screen.findByRole('status')).toHaveTextContent('Вы следите за ценой.');
    expect(screen.queryByRole('button', { name: 'Следить за ценой' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/price-alerts/watch/w-1')).toHaveLength(1);
  });

  it('says a subscription still waits for its confirmation, and that a paused one sends nothing', async () => {
    localStorage.setItem(PRICE_ALERT_WATCHES_KEY, JSON.stringify({ [SEARCH]: 'w-1' }));
    fakeApi({ 'GET /price-alerts/watch/w-1': [json(200, { status: 'pending', searchString: SEARCH }), json(200, { status: 'paused', searchString: SEARCH })] });
    const first = renderControl();
    expect(await screen.findByRole('status')).toHaveTextContent('Подписка ждёт подтверждения');
    first.unmount();
    renderControl();
    expect(await screen.findByRole('status')).toHaveTextContent('Подписка на цену приостановлена.');
  });

  it('forgets a watch token the API no longer knows and offers the button again', async () => {
    localStorage.setItem(PRICE_ALERT_WATCHES_KEY, JSON.stringify({ [SEARCH]: 'gone', OTHER1: 'w-2' }));
    fakeApi({ 'GET /price-alerts/watch/gone': apiErrorReply(404, 'NOT_FOUND', 'Подписка не найдена') });
    renderControl();
    expect(await screen.findByRole('button', { name: 'Следить за ценой' })).toBeInTheDocument();
    expect(watchTokenOf(SEARCH)).toBeNull();
    expect(watchTokenOf('OTHER1')).toBe('w-2');
  });

  it('reads broken storage as no watch at all', async () => {
    localStorage.setItem(PRICE_ALERT_WATCHES_KEY, '{not json');
    const api = fakeApi();
    renderControl();
    expect(await screen.findByRole('button', { name: 'Следить за ценой' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the e-mail as typed and shows the API’s message when it refuses', async () => {
    fakeApi({ 'POST /price-alerts': apiErrorReply(429, 'TOO_MANY_REQUESTS', 'Слишком много запросов. Попробуйте позже.') });
    renderControl();
    await userEvent.click(await screen.findByRole('button', { name: 'Следить за ценой' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail для уведомлений' }), 'anna@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много запросов. Попробуйте позже.');
    expect(screen.getByRole('textbox', { name: 'E-mail для уведомлений' })).toHaveValue('anna@example.ru');
  });

  it('offers «Повторить» when the state cannot be read, and reads it again', async () => {
    localStorage.setItem(PRICE_ALERT_WATCHES_KEY, JSON.stringify({ [SEARCH]: 'w-1' }));
    fakeApi({
      'GET /price-alerts/watch/w-1': [apiErrorReply(503, 'UNAVAILABLE', 'Сервис временно недоступен'), json(200, { status: 'active', searchString: SEARCH })],
    });
    renderControl();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось узнать, следите ли вы за ценой.');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Вы следите за ценой.');
  });
});

describe('«Следить за ценой» for a signed-in traveller', () => {
  it('subscribes at once, without an e-mail, and links to the profile’s subscriptions', async () => {
    const api = fakeApi({
      'GET /price-alerts': json(200, { items: [] }),
      'POST /price-alerts': json(201, { ...samplePriceAlert, searchString: SEARCH, history: [] }),
    });
    renderControl({ signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Следить за ценой' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Вы следите за ценой.');
    expect(screen.getByRole('link', { name: 'Подписки на цены' })).toHaveAttribute('href', '/profile/price-alerts');
    expect(api.callsTo('GET', '/price-alerts')[0]!.url.searchParams.get('searchString')).toBe(SEARCH);
    expect(api.callsTo('POST', '/price-alerts')[0]!.body).toEqual({ searchString: SEARCH });
    expect(api.callsTo('POST', '/price-alerts')[0]!.headers.get('Authorization')).toBe('Bearer jwt');
  });

  it('shows the account’s subscription to this search on a later visit', async () => {
    fakeApi({ 'GET /price-alerts': json(200, { items: [{ ...samplePriceAlert, searchString: SEARCH, status: 'paused' }] }) });
    renderControl({ signedIn: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Подписка на цену приостановлена.');
  });

  it('says why it cannot subscribe (the limit of 20) and stays usable', async () => {
    fakeApi({
      'GET /price-alerts': json(200, { items: [] }),
      'POST /price-alerts': apiErrorReply(409, 'TOO_MANY_ALERTS', 'Можно следить не больше чем за 20 поисками.'),
    });
    renderControl({ signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Следить за ценой' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Можно следить не больше чем за 20 поисками.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Следить за ценой' })).toBeEnabled());
  });
});
