import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authModalAtom, emailConfirmationPath, isAuthorisedAtom, oneTimeLoginPath, passwordRecoveryPath } from 'shared';
import { fakeApi, json, sampleUser } from 'shared/testing';
import { renderInApp } from './render-frame';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LINK_CHECK = 'POST /users/password/link-checks';
const usableLink = () => new Response(null, { status: 204 });
const deadLink = (status: number, code: string) => json(status, { error: { code, message: 'Ссылка недействительна или устарела. Запросите новую.' } });

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

describe('/login?confirmationToken=… (the mailed confirmation link)', () => {
  const wrongPassword = 'Пароль не подходит к этому аккаунту. Если вы не регистрировались или не помните пароль, восстановите его.';

  it('asks for the password, explains why, and calls nothing before it is typed', async () => {
    const api = fakeApi({});
    renderInApp(null, { path: emailConfirmationPath('confirm-1') });
    expect(screen.getByRole('heading', { level: 1, name: 'Подтверждение e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/введите пароль от аккаунта — тот, что задали при регистрации/)).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль:')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить и войти' }));
    expect(await screen.findByText('Заполните пароль')).toBeInTheDocument();
    expect(api.callsTo('POST', '/users/confirmations')).toHaveLength(0);
  });

  it('shows the wrong-password message, keeps the form and the link, and signs in with the right password', async () => {
    const api = fakeApi({
      'POST /users/confirmations': (request) =>
        (request.body as { password: string }).password === 'right-password-1'
          ? json(200, { token: 'jwt-confirmed', user: sampleUser })
          : json(401, { error: { code: 'UNAUTHORIZED', message: wrongPassword } }),
    });
    const { store } = renderInApp(null, { path: emailConfirmationPath('confirm-2') });
    await userEvent.type(screen.getByLabelText('Пароль:'), 'wrong-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить и войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongPassword);
    expect(store.get(isAuthorisedAtom)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();

    await userEvent.clear(screen.getByLabelText('Пароль:'));
    await userEvent.type(screen.getByLabelText('Пароль:'), 'right-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить и войти' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    expect(localStorage.getItem('token')).toBe('jwt-confirmed');
    expect(store.get(isAuthorisedAtom)).toBe(true);
    expect(api.callsTo('POST', '/users/confirmations').map((call) => call.body)).toEqual([
      { token: 'confirm-2', password: 'wrong-password-1' },
      { token: 'confirm-2', password: 'right-password-1' },
    ]);
  });

  it('offers password recovery to someone who did not sign up or forgot the password', async () => {
    fakeApi({});
    renderInApp(null, { path: emailConfirmationPath('confirm-3') });
    expect(screen.getByText(/Не регистрировались или не помните пароль\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Восстановите пароль' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('the mailed recovery link opens the login page in its recovery mode', async () => {
    fakeApi({});
    renderInApp(null, { path: passwordRecoveryPath() });
    expect(screen.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Восстановить' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Пароль:')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
  });

  it('explains a used or expired link and offers the login form', async () => {
    fakeApi({ 'POST /users/confirmations': () => json(410, { error: { code: 'GONE', message: 'Ссылка устарела' } }) });
    renderInApp(null, { path: emailConfirmationPath('used') });
    await userEvent.type(screen.getByLabelText('Пароль:'), 'some-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить и войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка недействительна или устарела. Запросите новую.');
    expect(screen.getByLabelText('E-mail:')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});

describe('/reset-password', () => {
  it('says "Пароли должны совпадать" when the confirmation differs', async () => {
    const api = fakeApi({ [LINK_CHECK]: usableLink });
    renderInApp(null, { path: '/reset-password?token=t-1' });
    await screen.findByLabelText('Новый пароль:');
    await userEvent.type(screen.getByLabelText('Новый пароль:'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Повторите пароль:'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пароли должны совпадать');
    expect(api.callsTo('PUT', '/users/password')).toHaveLength(0);
  });

  it('sets the new password with the token and leads on to log in', async () => {
    const api = fakeApi({ [LINK_CHECK]: usableLink, 'PUT /users/password': () => json(200, { token: 'jwt', user: sampleUser }) });
    const { store } = renderInApp(null, { path: '/reset-password?token=t-1' });
    await screen.findByLabelText('Новый пароль:');
    await userEvent.type(screen.getByLabelText('Новый пароль:'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Повторите пароль:'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён. Теперь войдите с новым паролем.');
    expect(api.callsTo('PUT', '/users/password')[0]!.body).toEqual({ token: 't-1', password: 'new-password-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(store.get(authModalAtom)).toMatchObject({ visible: true, mode: 'login' });
  });

  it('a link that went bad while the form was open: the message and the way to a new link', async () => {
    const api = fakeApi({ [LINK_CHECK]: usableLink, 'PUT /users/password': () => deadLink(410, 'GONE') });
    const { store } = renderInApp(null, { path: '/reset-password?token=used' });
    await userEvent.type(await screen.findByLabelText('Новый пароль:'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Повторите пароль:'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка недействительна или устарела. Запросите новую.');
    expect(screen.queryByLabelText('Новый пароль:')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Вход и восстановление пароля' }));
    expect(store.get(authModalAtom)).toMatchObject({ visible: true, mode: 'login' });
    expect(api.callsTo('PUT', '/users/password')).toHaveLength(1);
  });

  it.each([
    [410, 'GONE'],
    [404, 'NOT_FOUND'],
    [400, 'VALIDATION_ERROR'],
  ])('checks the link on opening: a link answered %i shows the message and the way to a new link, not the form', async (status, code) => {
    const api = fakeApi({ [LINK_CHECK]: () => deadLink(status, code) });
    renderInApp(null, { path: '/reset-password?token=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка недействительна или устарела. Запросите новую.');
    expect(screen.getByRole('button', { name: 'Вход и восстановление пароля' })).toBeVisible();
    expect(screen.queryByLabelText('Новый пароль:')).toBeNull();
    expect(api.callsTo('POST', '/users/password/link-checks')[0]!.body).toEqual({ token: 'used' });
  });

  it('keeps the form when the link cannot be checked (no connection): submitting will tell', async () => {
    fakeApi({ [LINK_CHECK]: () => new TypeError('Failed to fetch') });
    renderInApp(null, { path: '/reset-password?token=t-1' });
    expect(await screen.findByLabelText('Новый пароль:')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a token explains the link is incomplete', () => {
    fakeApi({});
    renderInApp(null, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка для смены пароля неполная');
    expect(screen.queryByLabelText('Новый пароль:')).toBeNull();
  });
});
