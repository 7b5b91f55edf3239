import { describe, expect, it } from 'vitest';
import { accountLinkParams } from 'shared/node';
import { useTestApi, isErrorShape } from '../support/test-api.js';

const api = useTestApi();

describe('POST /users', () => {
  it('creates the account, answers 201 with a token and the user, records UTM and newsletter choice', async () => {
    const res = await api.request('POST', '/users?utm_campaign=spring&utm_medium=cpc&utm_source=yandex', {
      json: { email: 'New.User@Example.ru', password: 'correct horse 1', isNewsletter: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ id: expect.any(String), email: 'new.user@example.ru', phone: null, phoneWithoutCode: null });
    const me = await api.request('GET', '/private/login', { token: res.body.token });
    expect(me.body.email).toBe('new.user@example.ru');
    const { rows } = await api.db.query('SELECT is_newsletter, utm_campaign, utm_medium, utm_source, password_hash FROM users WHERE id = $1', [res.body.user.id]);
    expect(rows[0]).toMatchObject({ is_newsletter: true, utm_campaign: 'spring', utm_medium: 'cpc', utm_source: 'yandex' });
    expect(String(rows[0]!.password_hash)).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(String(rows[0]!.password_hash)).not.toContain('correct horse');
  });

  it('lets the new account sign in with its password; isNewsletter defaults to false', async () => {
    await api.request('POST', '/users', { json: { email: 'plain@example.ru', password: '12345678' } });
    const token = await api.login('plain@example.ru', '12345678');
    expect(token).toBeTruthy();
    const { rows } = await api.db.query("SELECT is_newsletter FROM users WHERE email = 'plain@example.ru'");
    expect(rows[0]!.is_newsletter).toBe(false);
  });

  it('refuses a duplicate e-mail (any case) with 409 and a Russian message', async () => {
    await api.signUp('twice@example.ru');
    const res = await api.request('POST', '/users', { json: { email: 'TWICE@example.ru', password: 'another-pass', isNewsletter: false } });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'CONFLICT',
      message: 'Пользователь с таким email уже зарегистрирован',
      fields: { email: 'Пользователь с таким email уже зарегистрирован' },
    });
  });

  it.each([
    [{ email: 'a@example.ru', password: '1234567' }, { password: 'Пароль должен содержать не менее 8 символов' }],
    [{ email: 'a@example.ru', password: 'x'.repeat(129) }, { password: 'Пароль должен содержать не более 128 символов' }],
    [{ email: 'a@example.ru' }, { password: 'Обязательное поле' }],
    [{ email: 'bad', password: '12345678' }, { email: 'Укажите корректный email' }],
    [{ email: 'a@example.ru', password: '12345678', isNewsletter: 'yes' }, { isNewsletter: 'Ожидается да или нет' }],
  ])('refuses %j naming the field', async (json, fields) => {
    const res = await api.request('POST', '/users', { json });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
    expect(isErrorShape(res.body)).toBe(true);
  });

  it('accepts a 64- and a 128-character password and keeps spaces (not trimmed)', async () => {
    const long = `${'п'.repeat(127)} `;
    expect((await api.request('POST', '/users', { json: { email: 'long@example.ru', password: long } })).status).toBe(201);
    expect((await api.request('POST', '/private/login_check', { json: { email: 'long@example.ru', password: long.trim() } })).status).toBe(401);
    expect(await api.login('long@example.ru', long)).toBeTruthy();
    expect((await api.request('POST', '/users', { json: { email: 'sixty4@example.ru', password: 'x'.repeat(64) } })).status).toBe(201);
  });

  it('mails a welcome letter with a one-time login link that works once', async () => {
    await api.signUp('linked@example.ru');
    const outbox = await api.request('GET', '/dev/outbox?to=linked@example.ru');
    expect(outbox.body.messages).toHaveLength(1);
    const link = /http:\/\/127\.0\.0\.1:3000\/login\?loginToken=([\w%-]+)/.exec(outbox.body.messages[0].text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const first = await api.request('POST', `/private/login_token/${token}`);
    expect(first.status).toBe(200);
    expect(first.body.user.email).toBe('linked@example.ru');
    expect((await api.request('GET', '/private/login', { token: first.body.token })).status).toBe(200);

    const second = await api.request('POST', `/private/login_token/${token}`);
    expect(second.status).toBe(410);
    expect(second.body.error.code).toBe('GONE');
  });
});

describe('POST /private/login_token/{token}', () => {
  it('is 404 for an unknown token and 410 for an expired one', async () => {
    const unknown = await api.request('POST', '/private/login_token/not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(isErrorShape(unknown.body)).toBe(true);

    const { user } = await api.signUp('expiring@example.ru');
    const link = new URL(await api.accounts.issueLoginLink(user.id));
    await api.db.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [user.id]);
    const expired = await api.request('POST', `/private/login_token/${link.searchParams.get(accountLinkParams.loginToken)}`);
    expect(expired.status).toBe(410);
  });

  it('does not accept a password-reset token as a login token', async () => {
    await api.signUp('purpose@example.ru');
    await api.request('POST', '/users/restorations', { json: { email: 'purpose@example.ru' } });
    const mail = (await api.request('GET', '/dev/outbox?to=purpose@example.ru')).body.messages[0];
    const token = /token=([\w%-]+)/.exec(mail.text)![1]!;
    expect(mail.subject).toBe('Восстановление пароля');
    expect((await api.request('POST', `/private/login_token/${token}`)).status).toBe(404);
  });
});
