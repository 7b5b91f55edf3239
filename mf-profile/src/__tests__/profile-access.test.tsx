import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModalAtom, completeLoginAtom, fetchUserAtom, logoutAtom, signInWithUserAtom } from 'shared';
import { fakeApi, json, sampleOrder, sampleUser } from 'shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadProfileRoutes, renderProfile } from './render-profile';

beforeAll(preloadProfileRoutes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('profile access', () => {
  it.each(['/profile', '/profile/orders', '/profile/orders/o-1', '/profile/orders/o-1/features', '/profile/passengers', '/profile/edit'])(
    'an anonymous visitor on %s sees the sign-in prompt and no call is made',
    async (path) => {
      const api = fakeApi();
      renderProfile(path, { user: null });
      expect(await screen.findByRole('heading', { name: 'Войдите, чтобы открыть личный кабинет' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Личный кабинет — Авиабилеты'));
      expect(screen.getByRole('button', { name: 'Вход и регистрация' })).toBeInTheDocument();
      expect(api.requests()).toEqual([]);
    },
  );

  it("'Вход и регистрация' opens the login; after it the same page shows its data, loaded once", async () => {
    const api = fakeApi({ 'GET /profile/orders': json(200, { items: [sampleOrder], nextCursor: null }) });
    const { store } = renderProfile('/profile/orders', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Вход и регистрация' }));
    expect(store.get(authModalAtom)).toMatchObject({ visible: true, mode: 'login' });

    // what the shell's login form does: store the session (the page renders for the person), then
    // complete the login (run the modal's callback, close it)
    await act(async () => {
      store.set(signInWithUserAtom, 'jwt', sampleUser);
    });
    await act(async () => {
      await store.set(completeLoginAtom);
    });
    expect(await screen.findByRole('link', { name: 'Москва — Санкт-Петербург' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Мои заказы — Авиабилеты'));
    expect(store.get(authModalAtom).visible).toBe(false);
    const calls = api.callsTo('GET', '/profile/orders');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer jwt');
  });

  it.each(['/profile/orders', '/profile/passengers', '/profile/price-alerts'])(
    'on %s a session check the server could not answer shows the network failure and «Повторить», not the sign-in prompt',
    async (path) => {
      localStorage.setItem('token', 'jwt');
      fakeApi({
        'GET /private/login': [new TypeError('Failed to fetch'), json(200, sampleUser)],
        'GET /profile/orders': json(200, { items: [sampleOrder], nextCursor: null }),
        'GET /profile/passengers': json(200, { items: [] }),
        'GET /profile/price-alerts': json(200, { items: [] }),
      });
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const { store } = renderProfile(path, { user: null });
      await act(async () => {
        await store.set(fetchUserAtom);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером. Проверьте подключение к интернету и повторите попытку.');
      expect(screen.queryByRole('heading', { name: 'Войдите, чтобы открыть личный кабинет' })).toBeNull();
      expect(localStorage.getItem('token')).toBe('jwt');
      await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
      expect(await screen.findByRole('navigation', { name: 'Разделы кабинета' })).toBeInTheDocument();
      expect(screen.queryByText(/Нет связи с сервером/)).toBeNull();
    },
  );

  it('logging out on a profile page brings the prompt back and hides the data', async () => {
    fakeApi({ 'GET /profile/orders': json(200, { items: [sampleOrder], nextCursor: null }) });
    const { store } = renderProfile('/profile/orders');
    await screen.findByRole('link', { name: 'Москва — Санкт-Петербург' });
    act(() => store.set(logoutAtom));
    expect(await screen.findByRole('button', { name: 'Вход и регистрация' })).toBeInTheDocument();
    expect(screen.queryByText('Москва — Санкт-Петербург')).toBeNull();
  });
});
