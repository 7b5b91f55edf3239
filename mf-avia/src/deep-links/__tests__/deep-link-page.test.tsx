import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, fakeApi, json, renderWithRouter } from 'shared/testing';
import { DeepLinkPage } from '../deep-link-page';

function renderLink(query: string) {
  return renderWithRouter(<p>другая страница</p>, { path: `/avia/deeplinks?${query}`, routes: [{ path: '/avia/deeplinks', element: <DeepLinkPage /> }] });
}

afterEach(() => vi.unstubAllGlobals());

describe('deep link page', () => {
  it('sends only the link parameters to the API and opens the search with the UTM labels', async () => {
    const api = fakeApi({ 'GET /flights/deeplinks': json(200, { searchString: 'MOW2512LED2' }) });
    const view = renderLink('origin=MOW&destination=LED&departureDate=2026-12-25&adults=2&utm_source=partner&ref=x');
    expect(screen.getByRole('status')).toHaveTextContent('Открываем ссылку…');
    await waitFor(() => expect(view.location()).toBe('/search/MOW2512LED2?utm_source=partner'));
    const sent = api.callsTo('GET', '/flights/deeplinks')[0]!.url.searchParams;
    expect([...sent.keys()].sort()).toEqual(['adults', 'departureDate', 'destination', 'origin']);
  });

  it('opens the booking page of an offer link', async () => {
    fakeApi({ 'GET /flights/deeplinks': json(200, { offerId: 'offer-1' }) });
    const view = renderLink('offerId=offer-1');
    await waitFor(() => expect(view.location()).toBe('/avia/offers/offer-1'));
  });

  it("says in Russian what is wrong: the API's message and each field's", async () => {
    fakeApi({
      'GET /flights/deeplinks': apiErrorReply(400, 'VALIDATION_ERROR', 'Некорректная ссылка', { destination: 'Укажите город прилёта' }),
    });
    renderLink('origin=MOW');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ссылка не сработала');
    expect(alert).toHaveTextContent('Некорректная ссылка. Укажите город прилёта');
  });

  it('a link without search parameters asks the API nothing', async () => {
    const api = fakeApi();
    renderLink('utm_source=partner');
    expect(await screen.findByRole('alert')).toHaveTextContent('В ссылке нет параметров поиска');
    expect(api.callsTo('GET', '/flights/deeplinks')).toHaveLength(0);
  });
});
