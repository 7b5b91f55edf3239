import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userAtom } from 'shared';
import { apiErrorReply, fakeApi, json, sampleUser } from 'shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadProfileRoutes, renderProfile } from './render-profile';

beforeAll(preloadProfileRoutes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('profile editing (profileEdit)', () => {
  it("a bad phone shows 'Некорректный номер', keeps what was typed and sends nothing", async () => {
    const api = fakeApi();
    renderProfile('/profile/edit');
    const email = await screen.findByLabelText('E-mail');
    const phone = screen.getByLabelText('Телефон');
    await waitFor(() => expect(document.title).toBe('Мои данные — Авиабилеты'));
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.ru');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Некорректный номер')).toBeInTheDocument();
    expect(email).toHaveValue('new@example.ru');
    expect(phone).toHaveValue('12345');
    expect(api.requests()).toEqual([]);
  });

  it('saves e-mail and phone, then loads the user again (product rules §7)', async () => {
    const updated = { ...sampleUser, email: 'new@example.ru', phone: '+79031234567', phoneWithoutCode: '9031234567' };
    localStorage.setItem('token', 'jwt');
    const api = fakeApi({ 'PUT /private/user': json(200, updated), 'GET /private/login': json(200, updated) });
    const { store } = renderProfile('/profile/edit');
    const email = await screen.findByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'New@Example.ru');
    await userEvent.clear(screen.getByLabelText('Телефон'));
    await userEvent.type(screen.getByLabelText('Телефон'), '8 903 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные сохранены.')).toBeInTheDocument();
    expect(api.requests()).toEqual(['PUT /private/user', 'GET /private/login']);
    expect(api.callsTo('PUT', '/private/user')[0]!.body).toEqual({ email: 'new@example.ru', phone: '8 903 123-45-67' });
    expect(store.get(userAtom)?.email).toBe('new@example.ru');
  });

  it('a new e-mail waits for the link mailed to it, and the page says so (the phone is saved at once)', async () => {
    const updated = { ...sampleUser, phone: '+79031234567', phoneWithoutCode: '9031234567' };
    localStorage.setItem('token', 'jwt');
    fakeApi({ 'PUT /private/user': json(200, updated), 'GET /private/login': json(200, updated) });
    const { store } = renderProfile('/profile/edit');
    const email = await screen.findByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Данные сохранены. Мы отправили письмо на new@example.ru: новый адрес начнёт действовать, когда вы перейдёте по ссылке из письма.',
    );
    expect(store.get(userAtom)?.email).toBe(sampleUser.email);
  });

  it('shows the API refusal (an e-mail of someone else) and keeps the values', async () => {
    fakeApi({ 'PUT /private/user': apiErrorReply(409, 'CONFLICT', 'Этот email уже занят') });
    renderProfile('/profile/edit');
    const email = await screen.findByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Этот email уже занят')).toBeInTheDocument();
    expect(email).toHaveValue('taken@example.ru');
  });

  it("'Выйти' logs out and the page becomes the sign-in prompt", async () => {
    fakeApi();
    const { store } = renderProfile('/profile/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Вход и регистрация' })).toBeInTheDocument();
    expect(store.get(userAtom)).toBeNull();
  });
});
