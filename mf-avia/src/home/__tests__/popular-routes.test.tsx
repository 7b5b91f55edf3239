import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorReply, fakeApi, json, renderWithRouter } from 'shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopularRoutes } from '../popular-routes';

afterEach(() => vi.unstubAllGlobals());

const answer = {
  origin: { cityId: 'MOW', city: 'Москва', country: 'Россия' },
  items: [{ destination: { cityId: 'AER', city: 'Сочи', country: 'Россия' }, departureDate: '2030-06-10', minPrice: 4450 }],
};

describe('popular routes on the home page', () => {
  it('says why they failed, and «Повторить» loads them through the one data hook', async () => {
    const api = fakeApi({ 'GET /flights/popular-routes': [apiErrorReply(503, 'SERVER_ERROR', 'Сервис временно недоступен'), json(200, answer)] });
    renderWithRouter(<PopularRoutes origin={null} />);
    expect(await screen.findByText(/Сервис временно недоступен/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Популярные направления: Москва' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Сочи/ })).toHaveAttribute('href', '/avia/routes/MOW-AER');
    expect(api.callsTo('GET', '/flights/popular-routes')).toHaveLength(2);
  });
});
