import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authModalAtom,
  connectTelemetry,
  isAuthorisedAtom,
  openAuthModalAtom,
  openPassengerPickerAtom,
  registerAuthCallback,
  resetTelemetryForTests,
} from 'shared';
import { AuthModal } from '../auth/auth-modal';
import { SignUpMailNotice } from '../auth/sign-up-mail-notice';
import { fakeApi, json, sampleUser } from 'shared/testing';
import { renderInApp } from './render-frame';

const tracked: Array<[string, Record<string, unknown>]> = [];
const reported: unknown[] = [];

beforeEach(() => {
  localStorage.clear();
  tracked.length = 0;
  reported.length = 0;
  connectTelemetry({ track: (name, properties) => tracked.push([name, properties]), captureError: (error) => reported.push(error) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetTelemetryForTests();
});

function openModal(options: Parameters<typeof renderInApp>[1] = {}) {
  const utils = renderInApp(<AuthModal />, options);
  act(() => utils.store.set(openAuthModalAtom, {}));
  return utils;
}

describe('auth modal: login mode', () => {
  it('shows title, fields, links and footer of product rules §2', () => {
    fakeApi({});
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Вход' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail:')).toHaveFocus();
    expect(screen.getByLabelText('Пароль:')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Забыли пароль?' })).toBeInTheDocument();
    expect(screen.getByText('Впервые у нас?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
    expect(tracked).toContainEqual(['Окно открыто', { Окно: 'Вход и регистрация' }]);
  });

  it('says why when the saved-passenger picker asked for login, and only then', async () => {
    fakeApi({});
    const { store } = renderInApp(<AuthModal />);
    act(() => store.set(openPassengerPickerAtom, { passengerType: 'ADULT', offerId: 'offer-1', passengerUuid: null }));
    const reason = 'Войдите, чтобы выбрать пассажира из сохранённых';
    expect(screen.getByRole('dialog', { name: 'Вход' })).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    // the sign-up form is not what the reason asks for
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('dialog', { name: 'Регистрация' })).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    // opened again without a reason (the header's «Вход и регистрация»): nothing is said
    act(() => store.set(openAuthModalAtom, {}));
    expect(screen.getByRole('dialog', { name: 'Вход' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('after login runs the callback action, then closes', async () => {
    fakeApi({
      'POST /private/login_check': () => json(200, { token: 'jwt-9' }),
      'GET /private/login': () => json(200, sampleUser),
    });
    const handler = vi.fn();
    const unregister = registerAuthCallback('addToWishlist', handler);
    const { store } = renderInApp(<AuthModal />);
    act(() => store.set(openAuthModalAtom, { callback: { name: 'addToWishlist', payload: { hotelId: 3 } } }));
    await userEvent.type(screen.getByLabelText('E-mail:'), sampleUser.email);
    await userEvent.type(screen.getByLabelText('Пароль:'), 'demo-password');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(handler).toHaveBeenCalledWith({ hotelId: 3 }, expect.anything());
    expect(store.get(isAuthorisedAtom)).toBe(true);
    // The close event goes out when the dialog has unmounted, which may be a tick after it left the DOM.
    await vi.waitFor(() => expect(tracked.map(([name]) => name)).toEqual(['Окно открыто', 'Вход выполнен', 'Окно закрыто']));
    unregister();
  });

  it('closing clears the callback', async () => {
    fakeApi({});
    const { store } = renderInApp(<AuthModal />);
    act(() => store.set(openAuthModalAtom, { callback: { name: 'x' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(store.get(authModalAtom)).toMatchObject({ visible: false, callback: null });
  });

  it('logs a failed login as an event with the reason', async () => {
    fakeApi({ 'POST /private/login_check': () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Логин или пароль введены неверно' } }) });
    openModal();
    await userEvent.type(screen.getByLabelText('E-mail:'), sampleUser.email);
    await userEvent.type(screen.getByLabelText('Пароль:'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Логин или пароль введены неверно');
    expect(tracked).toContainEqual(['Ошибка входа', { Причина: 'Логин или пароль введены неверно' }]);
    // handed to error reporting, whose Sentry sink drops 401 (telemetry.test.tsx)
    expect(reported).toEqual([expect.objectContaining({ status: 401 })]);
  });
});

describe('auth modal: recovery sub-mode', () => {
  async function toRecovery() {
    openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
  }

  it('has the e-mail only, "Восстановить" and "Назад"', async () => {
    fakeApi({});
    await toRecovery();
    expect(screen.getByRole('dialog', { name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail:')).toBeInTheDocument();
    expect(screen.queryByLabelText('Пароль:')).toBeNull();
    expect(screen.getByRole('button', { name: 'Восстановить' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    expect(tracked).toContainEqual(['Режим изменён', { Режим: 'Восстановление пароля' }]);
  });

  it('requires a valid e-mail', async () => {
    const api = fakeApi({});
    await toRecovery();
    await userEvent.type(screen.getByLabelText('E-mail:'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите корректный email');
    expect(api.callsTo('POST', '/users/restorations')).toHaveLength(0);
  });

  it('on success replaces the form with the confirmation', async () => {
    const api = fakeApi({ 'POST /users/restorations': () => json(200, { message: 'ok' }) });
    await toRecovery();
    await userEvent.type(screen.getByLabelText('E-mail:'), 'anna@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ссылка для восстановления пароля отправлена на указанный E-mail');
    expect(screen.queryByLabelText('E-mail:')).toBeNull();
    expect(api.callsTo('POST', '/users/restorations')[0]!.body).toEqual({ email: 'anna@example.ru' });
    expect(api.callsTo('POST', '/users/restorations')[0]!.headers.get('X-XSRF-TOKEN')).toBe('test-xsrf');
    expect(tracked.map(([name]) => name)).toContain('Ссылка для восстановления отправлена');
  });

  it('on failure says "Некорректный Email"', async () => {
    fakeApi({ 'POST /users/restorations': () => json(422, { error: { code: 'VALIDATION_ERROR', message: 'Что-то не так' } }) });
    await toRecovery();
    await userEvent.type(screen.getByLabelText('E-mail:'), 'anna@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Некорректный Email');
    expect(tracked.map(([name]) => name)).toContain('Ошибка восстановления пароля');
  });
});

describe('auth modal: sign-up mode', () => {
  async function toSignUp() {
    const utils = openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    return utils;
  }

  it('has the title, "Придумайте пароль:", the button and the way back', async () => {
    fakeApi({});
    await toSignUp();
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    expect(screen.getByLabelText('Придумайте пароль:')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('Уже зарегистрированы?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });

  it('does not trim the password and sends isNewsletter: true, then closes and the page says to check the mail', async () => {
    const api = fakeApi({ 'POST /users': () => json(202, { message: 'Мы отправили письмо на указанный E-mail. Откройте его, чтобы продолжить.' }) });
    const utils = renderInApp(
      <>
        <AuthModal />
        <SignUpMailNotice />
      </>,
    );
    act(() => utils.store.set(openAuthModalAtom, {}));
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await userEvent.type(screen.getByLabelText('E-mail:'), sampleUser.email);
    await userEvent.type(screen.getByLabelText('Придумайте пароль:'), ' long-password ');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/users')[0]!.body).toEqual({ email: sampleUser.email, password: ' long-password ', isNewsletter: true });
    // No session comes back: the person signs in by the mailed link or with the password.
    expect(utils.store.get(isAuthorisedAtom)).toBe(false);
    const notice = screen.getByRole('status', { name: 'Письмо отправлено' });
    expect(notice).toHaveTextContent(`Проверьте почту: мы отправили письмо на ${sampleUser.email}. Перейдите по ссылке из письма, чтобы войти.`);
    expect(tracked.map(([name]) => name)).toContain('Регистрация завершена');
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('status', { name: 'Письмо отправлено' })).toBeNull();
  });

  it('opened with an e-mail (a guest invited after paying), the sign-up form starts with it', async () => {
    fakeApi({});
    const utils = renderInApp(<AuthModal />);
    act(() => utils.store.set(openAuthModalAtom, { mode: 'signUp', email: 'anna@example.ru' }));
    expect(await screen.findByLabelText('E-mail:')).toHaveValue('anna@example.ru');
    expect(screen.getByLabelText('Придумайте пароль:')).toHaveValue('');
  });

  it('requires e-mail and password', async () => {
    fakeApi({});
    await toSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Обязательное поле', 'Обязательное поле']);
  });

  it.each([
    // the API's e-mail-taken reply carries a field message: it must not appear under the field
    [
      'an e-mail already taken',
      () =>
        json(409, {
          error: {
            code: 'CONFLICT',
            message: 'Пользователь с таким email уже зарегистрирован',
            fields: { email: 'Пользователь с таким email уже зарегистрирован' },
          },
        }),
    ],
    ['a server error', () => json(500, { error: { code: 'INTERNAL', message: 'Внутренняя ошибка' } })],
    ['no connection', () => new TypeError('Failed to fetch')],
  ])('on %s shows nothing, keeps the form as typed, and only logs and reports', async (_case, reply) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'POST /users': reply });
    await toSignUp();
    await userEvent.type(screen.getByLabelText('E-mail:'), sampleUser.email);
    await userEvent.type(screen.getByLabelText('Придумайте пароль:'), 'long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    const dialog = screen.getByRole('dialog', { name: 'Регистрация' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dialog).not.toHaveTextContent('уже зарегистрирован');
    expect(dialog).not.toHaveTextContent('Внутренняя ошибка');
    expect(screen.getByLabelText('E-mail:')).toHaveValue(sampleUser.email);
    expect(screen.getByLabelText('Придумайте пароль:')).toHaveValue('long-password');
    expect(screen.getByLabelText('E-mail:')).not.toHaveAttribute('aria-invalid', 'true');
    expect(reported).toHaveLength(1);
    expect(tracked.map(([name]) => name)).toContain('Ошибка регистрации');
  });
});
