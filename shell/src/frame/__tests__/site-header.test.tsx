import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authModalAtom, signInWithUserAtom } from 'shared';
import { SiteHeader } from '../header/site-header';
import { fakeApi, json, sampleUser } from 'shared/testing';
import { renderInApp } from './render-frame';
import { useViewport } from './viewport';

beforeEach(() => {
  localStorage.clear();
  fakeApi({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.className = '';
});

describe('header on desktop', () => {
  beforeEach(() => useViewport('desktop'));

  it('has the logo linking home and the three links of product rules §1', () => {
    renderInApp(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Poletim.ru — на главную' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: 'Авиабилеты' })).toHaveAttribute('href', '/');
    for (const [name, host] of [
      ['Отели', 'ostrovok.ru'],
      ['Туры от Библио Глобус', 'www.bgoperator.ru'],
    ] as const) {
      const link = within(nav).getByRole('link', { name });
      const url = new URL(link.getAttribute('href')!);
      expect(url.host).toBe(host);
      expect(url.searchParams.get('utm_campaign')).toBe('navbar');
      expect(url.searchParams.get('utm_source')).toBe('poletim');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('offers "Вход и регистрация" to a visitor, opening the auth modal', async () => {
    const { store } = renderInApp(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Вход и регистрация' }));
    expect(store.get(authModalAtom)).toMatchObject({ visible: true, mode: 'login' });
  });

  it('shows a spinner while the profile loads, then "Мои Заказы" to the orders list', async () => {
    localStorage.setItem('token', 'jwt');
    let answer: (response: Response) => void = () => {};
    fakeApi({
      'GET /private/login': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderInApp(<p>Страница</p>, { withFrame: true });
    expect(await screen.findByRole('status', { name: 'Загружаем профиль' })).toBeInTheDocument();
    await act(async () => answer(json(200, sampleUser)));
    expect(await screen.findByRole('link', { name: 'Мои Заказы' })).toHaveAttribute('href', '/profile/orders');
    expect(screen.queryByRole('status', { name: 'Загружаем профиль' })).toBeNull();
  });

  it('keeps "Мои Заказы" when the session check cannot reach the server: an outage is not a sign-out', async () => {
    localStorage.setItem('token', 'jwt');
    fakeApi({ 'GET /private/login': new TypeError('Failed to fetch') });
    renderInApp(<p>Страница</p>, { withFrame: true });
    expect(await screen.findByRole('link', { name: 'Мои Заказы' })).toHaveAttribute('href', '/profile/orders');
    expect(screen.queryByRole('button', { name: 'Вход и регистрация' })).toBeNull();
    expect(localStorage.getItem('token')).toBe('jwt');
  });

  it('logs out: token removed, login entry back', async () => {
    const { store } = renderInApp(<SiteHeader />);
    act(() => store.set(signInWithUserAtom, 'jwt', sampleUser));
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Вход и регистрация' })).toBeInTheDocument();
  });

  it('a user with an empty e-mail is not authorised', () => {
    const { store } = renderInApp(<SiteHeader />);
    act(() => store.set(signInWithUserAtom, 'jwt', { ...sampleUser, email: '' }));
    expect(screen.queryByRole('link', { name: 'Мои Заказы' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Вход и регистрация' })).toBeInTheDocument();
  });
});

describe('header on a phone', () => {
  beforeEach(() => useViewport('phone'));

  it('folds the links into a menu that the menu button toggles', async () => {
    renderInApp(<SiteHeader />);
    expect(screen.queryByRole('link', { name: 'Отели' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Открыть меню' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Меню сайта' });
    expect(within(menu).getByRole('link', { name: 'Авиабилеты' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Отели' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Туры от Библио Глобус' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(screen.queryByRole('navigation', { name: 'Меню сайта' })).toBeNull();
  });

  it('puts the body into full-screen mode while the menu is open', async () => {
    renderInApp(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    expect(document.body).toHaveClass('fullscreen-opened');
    await userEvent.keyboard('{Escape}');
    expect(document.body).not.toHaveClass('fullscreen-opened');
  });

  it('closes the menu when login is chosen and opens the auth modal; closing it returns focus to the menu button', async () => {
    fakeApi({});
    renderInApp(<p>Страница</p>, { withFrame: true });
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await userEvent.click(screen.getByRole('button', { name: 'Вход и регистрация' }));
    expect(screen.queryByRole('navigation', { name: 'Меню сайта' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveFocus();
  });

  it('keeps Tab inside the open menu (the page under it is covered); Escape closes it and returns focus to the button', async () => {
    fakeApi({});
    renderInApp(<a href="/tours">Туры</a>, { withFrame: true });
    screen.getByRole('button', { name: 'Открыть меню' }).focus();
    await userEvent.keyboard('{Enter}');
    const toggle = screen.getByRole('button', { name: 'Закрыть меню' });
    const menu = screen.getByRole('navigation', { name: 'Меню сайта' });
    for (let press = 0; press < 8; press++) {
      await userEvent.tab();
      expect(document.activeElement === toggle || menu.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(document.activeElement === toggle || menu.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Меню сайта' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveFocus();
  });

  it('sends "Мои Заказы" to the profile main page', async () => {
    const { store } = renderInApp(<SiteHeader />);
    act(() => store.set(signInWithUserAtom, 'jwt', sampleUser));
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    expect(screen.getByRole('link', { name: 'Мои Заказы' })).toHaveAttribute('href', '/profile');
  });

  it('closes the menu after following a link', async () => {
    renderInApp(<SiteHeader />, { path: '/about' });
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await userEvent.click(screen.getByRole('link', { name: 'Авиабилеты' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(screen.queryByRole('navigation', { name: 'Меню сайта' })).toBeNull();
  });
});
