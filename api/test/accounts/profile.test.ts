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

  it('keeps the e-mail until the link mailed to the new one is followed (test/accounts/email-change.test.ts)', async () => {
    const { token: own } = await api.signUp('old-address@example.ru', 'password-123');
    const res = await api.request('PUT', '/private/user', { token: own, json: { email: 'New-Address@example.ru', phone: '' } });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('old-address@example.ru');
    expect(await api.login('old-address@example.ru', 'password-123')).toBeTruthy();
    expect((await api.request('POST', '/private/login_check', { json: { email: 'new-address@example.ru', password: 'password-123' } })).status).toBe(401);
    const mail = (await api.request('GET', '/dev/outbox?to=new-address@example.ru')).body.messages[0];
    expect(mail.subject).toBe('Подтвердите новый e-mail');
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
