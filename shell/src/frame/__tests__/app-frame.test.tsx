import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayjs, formatDate } from 'shared';
import { fakeApi, json, sampleUser } from 'shared/testing';
import { renderInApp } from './render-frame';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppFrame', () => {
  it('shows header, the routed page, footer, cookie notice and the modal container', () => {
    fakeApi({});
    renderInApp(<h1>Страница раздела</h1>, { withFrame: true });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Страница раздела' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Уведомление об использовании cookie' })).toBeInTheDocument();
    expect(document.getElementById('modal-root')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute('href', '#main');
  });

  it('sets the design tokens and the Russian date locale for every area', () => {
    fakeApi({});
    renderInApp(<p>x</p>, { withFrame: true });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).not.toBe('');
    expect(dayjs.locale()).toBe('ru');
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
  });

  it('fetches the profile at start when a token is stored', async () => {
    localStorage.setItem('token', 'jwt');
    const api = fakeApi({ 'GET /private/login': () => json(200, sampleUser) });
    renderInApp(<p>x</p>, { withFrame: true });
    expect(await screen.findByRole('link', { name: 'Мои Заказы' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/private/login')).toHaveLength(1);
  });

  it('a failed profile fetch logs out silently with the note "Unauthorized"', async () => {
    localStorage.setItem('token', 'expired');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeApi({ 'GET /private/login': () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Требуется авторизация' } }) });
    renderInApp(<p>x</p>, { withFrame: true });
    expect(await screen.findByRole('button', { name: 'Вход и регистрация' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Unauthorized');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
