import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authModalAtom, isAuthorisedAtom, oneTimeLoginPath } from 'shared';
import { fakeApi, json, sampleUser } from 'shared/testing';
import { renderInApp } from './render-frame';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/login', () => {
  it('is the login form as a page and continues to the profile after login', async () => {
    fakeApi({
      'POST /private/login_check': () => json(200, { token: 'jwt' }),
      'GET /private/login': () => json(200, sampleUser),
    });
    renderInApp(null, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail:'), sampleUser.email);
    await userEvent.type(screen.getByLabelText('Пароль:'), 'demo-password');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });

  it('goes on to a same-site ?next= path, never to another site', async () => {
    fakeApi({
      'POST /private/login_check': () => json(200, { token: 'jwt' }),
      'GET /private/login': () => json(200, sampleUser),
    });
    renderInApp(null, { path: '/login?next=//evil.example/x' });
    await userEvent.type(screen.getByLabelText('E-mail:'), sampleUser.email);
    await userEvent.type(screen.getByLabelText('Пароль:'), 'demo-password');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
  });

  it('signs in with a one-time login link', async () => {
    const api = fakeApi({ 'POST /private/login_token/once-123': () => json(200, { token: 'jwt-link', user: sampleUser }) });
    const { store } = renderInApp(null, { path: oneTimeLoginPath('once-123') });
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    expect(localStorage.getItem('token')).toBe('jwt-link');
    expect(store.get(isAuthorisedAtom)).toBe(true);
    expect(api.callsTo('POST', '/private/login_token/once-123')).toHaveLength(1);
  });

  it('explains an expired login link and offers the form', async () => {
    fakeApi({ 'POST /private/login_token/old': () => json(410, { error: { code: 'GONE', message: 'Ссылка устарела' } }) });
    renderInApp(null, { path: '/login?loginToken=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка недействительна или устарела. Запросите новую.');
    expect(screen.getByLabelText('E-mail:')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});

describe('/reset-password', () => {
  it('says "Пароли должны совпадать" when the confirmation differs', async () => {
    const api = fakeApi({});
    renderInApp(null, { path: '/reset-password?token=t-1' });
    await userEvent.type(screen.getByLabelText('Новый пароль:'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Повторите пароль:'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пароли должны совпадать');
    expect(api.callsTo('PUT', '/users/password')).toHaveLength(0);
  });

  it('sets the new password with the token and leads on to log in', async () => {
    const api = fakeApi({ 'PUT /users/password': () => json(200, { token: 'jwt', user: sampleUser }) });
    const { store } = renderInApp(null, { path: '/reset-password?token=t-1' });
    await userEvent.type(screen.getByLabelText('Новый пароль:'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Повторите пароль:'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён. Теперь войдите с новым паролем.');
    expect(api.callsTo('PUT', '/users/password')[0]!.body).toEqual({ token: 't-1', password: 'new-password-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(store.get(authModalAtom)).toMatchObject({ visible: true, mode: 'login' });
  });

  it('shows the server message when the link is no longer valid', async () => {
    fakeApi({ 'PUT /users/password': () => json(410, { error: { code: 'GONE', message: 'Ссылка недействительна или устарела. Запросите новую.' } }) });
    renderInApp(null, { path: '/reset-password?token=used' });
    await userEvent.type(screen.getByLabelText('Новый пароль:'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Повторите пароль:'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка недействительна или устарела. Запросите новую.');
  });

  it('without a token explains the link is incomplete', () => {
    fakeApi({});
    renderInApp(null, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка для смены пароля неполная');
    expect(screen.queryByLabelText('Новый пароль:')).toBeNull();
  });
});
