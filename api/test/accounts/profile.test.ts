import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
let token: string;
beforeAll(async () => {
  ({ token } = await api.signUp('profile@example.ru'));
});

describe('PUT /private/user', () => {
  it.each(['+7 916 123-45-67', '8 (916) 123-45-67', '79161234567', '9161234567', '+7(916)1234567'])(
    'stores the Russian mobile %j as code 7 and ten digits',
    async (phone) => {
      const res = await api.request('PUT', '/private/user', { token, json: { email: 'profile@example.ru', phone } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email: 'profile@example.ru', phone: '+79161234567', phoneWithoutCode: '9161234567' });
      const { rows } = await api.db.query("SELECT phone_code, phone_number FROM users WHERE email = 'profile@example.ru'");
      expect(rows[0]).toEqual({ phone_code: '7', phone_number: '9161234567' });
    },
  );

  it.each(['+7 123 456-78-90', '12345', '+1 916 123 45 67', '8 916 123 45 6', 'телефон'])('refuses %j with "Некорректный номер"', async (phone) => {
    const res = await api.request('PUT', '/private/user', { token, json: { email: 'profile@example.ru', phone } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ phone: 'Некорректный номер' });
  });

  it('clears the phone when it is empty or null', async () => {
    for (const phone of ['', null]) {
      await api.request('PUT', '/private/user', { token, json: { email: 'profile@example.ru', phone: '+79161234567' } });
      const res = await api.request('PUT', '/private/user', { token, json: { email: 'profile@example.ru', phone } });
      expect(res.body).toMatchObject({ phone: null, phoneWithoutCode: null });
    }
  });

  it('changes the e-mail, and the user signs in with the new one', async () => {
    const { token: own } = await api.signUp('old-address@example.ru', 'password-123');
    const res = await api.request('PUT', '/private/user', { token: own, json: { email: 'New-Address@example.ru', phone: '' } });
    expect(res.body.email).toBe('new-address@example.ru');
    expect(await api.login('new-address@example.ru', 'password-123')).toBeTruthy();
  });

  it('refuses an e-mail that belongs to another account with 409', async () => {
    await api.signUp('taken@example.ru');
    const res = await api.request('PUT', '/private/user', { token, json: { email: 'taken@example.ru', phone: '' } });
    expect(res.status).toBe(409);
    expect(res.body.error.fields.email).toBe('Пользователь с таким email уже зарегистрирован');
  });

  it('is 401 without a token even with a bad body (auth is checked first)', async () => {
    const res = await api.request('PUT', '/private/user', { json: { email: 'x' } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('names a bad e-mail', async () => {
    const res = await api.request('PUT', '/private/user', { token, json: { email: 'no-at-sign', phone: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: 'Укажите корректный email' });
  });
});
