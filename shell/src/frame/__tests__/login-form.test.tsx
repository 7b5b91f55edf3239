import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../auth/login-form';
import { fakeApi, json, sampleUser } from 'shared/testing';
import { renderInApp } from './render-frame';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderLogin() {
  const onLoggedIn = vi.fn();
  const utils = renderInApp(<LoginForm onLoggedIn={onLoggedIn} onForgotPassword={vi.fn()} onSignUp={vi.fn()} />);
  return { ...utils, onLoggedIn };
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('E-mail:'), email);
  if (password) await userEvent.type(screen.getByLabelText('Пароль:'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login form validation', () => {
  it('asks for both fields with the product-rules messages (§5)', async () => {
    fakeApi({});
    renderLogin();
    await fillAndSubmit('', '');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Обязательное поле', 'Заполните пароль']);
  });

  it('rejects a malformed e-mail when leaving the field', async () => {
    fakeApi({});
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail:'), 'anna@');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите корректный email');
  });
});

describe('login against the API', () => {
  it('stores the token, loads the user and hands over', async () => {
    const api = fakeApi({
      'POST /private/login_check': () => json(200, { token: 'jwt-1' }),
      'GET /private/login': () => json(200, sampleUser),
    });
    const { onLoggedIn } = renderLogin();
    await fillAndSubmit(' Anna@Example.ru ', 'secret-pass');
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(api.callsTo('POST', '/private/login_check')[0]!.body).toEqual({ email: 'anna@example.ru', password: 'secret-pass' });
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(api.callsTo('GET', '/private/login')[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('shows the server message of a failed login', async () => {
    fakeApi({ 'POST /private/login_check': () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Логин или пароль введены неверно' } }) });
    renderLogin();
    await fillAndSubmit('anna@example.ru', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Логин или пароль введены неверно');
  });

  it('says "Логин или пароль введены неверно" on a 401 without a message', async () => {
    fakeApi({ 'POST /private/login_check': () => new Response(null, { status: 401 }) });
    renderLogin();
    await fillAndSubmit('anna@example.ru', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Логин или пароль введены неверно');
  });

  it('says "Ошибка авторизации" otherwise', async () => {
    fakeApi({ 'POST /private/login_check': () => new Response('oops', { status: 502 }) });
    renderLogin();
    await fillAndSubmit('anna@example.ru', 'pass-word');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка авторизации$/);
  });

  it('treats a reply without a token as a failure and logs out', async () => {
    localStorage.setItem('token', 'old');
    fakeApi({ 'POST /private/login_check': () => json(200, {}) });
    const { onLoggedIn } = renderLogin();
    await fillAndSubmit('anna@example.ru', 'pass-word');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка авторизации$/);
    expect(localStorage.getItem('token')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('says exactly "Ошибка авторизации" without a connection, with the connection hint on a second line', async () => {
    fakeApi({ 'POST /private/login_check': () => new TypeError('Failed to fetch') });
    const { onLoggedIn } = renderLogin();
    await fillAndSubmit('anna@example.ru', 'pass-word');
    const [message, hint] = within(await screen.findByRole('alert')).getAllByRole('paragraph');
    expect(message).toHaveTextContent(/^Ошибка авторизации$/);
    expect(hint).toHaveTextContent(/^Нет связи с сервером/);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('says exactly "Ошибка авторизации" when the user cannot be loaded after the token', async () => {
    fakeApi({
      'POST /private/login_check': () => json(200, { token: 'jwt-1' }),
      'GET /private/login': () => new TypeError('Failed to fetch'),
    });
    const { onLoggedIn } = renderLogin();
    await fillAndSubmit('anna@example.ru', 'pass-word');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка авторизации$/);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });
});
