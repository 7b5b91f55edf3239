import { describe, expect, it } from 'vitest';
import { accountLinkParams } from 'shared/node';
import { useTestApi, isErrorShape } from '../support/test-api.js';

const api = useTestApi();

const mailsTo = async (email: string) =>
  (await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body.messages as Array<{ subject: string; text: string; html: string }>;

describe('POST /users', () => {
  // The answer must not tell who has an account (docs/product-rules.md §D Accounts): the same
  // status and body for both; the mail says which. Timing: bench/enumeration-timing.ts.
  it('answers a new and a registered address alike: 202, one message, no session', async () => {
    await api.request('POST', '/users', { json: { email: 'first-comer@example.ru', password: 'first-password' } });
    const fresh = await api.request('POST', '/users', { json: { email: 'brand-new@example.ru', password: 'some-password', isNewsletter: true } });
    const again = await api.request('POST', '/users', { json: { email: 'First-Comer@example.ru', password: 'other-password', isNewsletter: true } });
    expect(fresh.status).toBe(202);
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(fresh.body).toEqual({ message: 'Мы отправили письмо на указанный E-mail. Откройте его, чтобы продолжить.' });
    expect(Object.keys(Object.fromEntries(fresh.headers))).toEqual(Object.keys(Object.fromEntries(again.headers)));
  });

  it('a new address: the account exists at once (password login), records UTM and newsletter, and a mailed link with the password confirms and signs in once', async () => {
    const res = await api.request('POST', '/users?utm_campaign=spring&utm_medium=cpc&utm_source=yandex', {
      json: { email: 'New.User@Example.ru', password: 'correct horse 1', isNewsletter: true },
    });
    expect(res.status).toBe(202);
    const { rows } = await api.db.query(
      "SELECT id, is_newsletter, utm_campaign, utm_medium, utm_source, password_hash FROM users WHERE email = 'new.user@example.ru'",
    );
    expect(rows[0]).toMatchObject({ is_newsletter: true, utm_campaign: 'spring', utm_medium: 'cpc', utm_source: 'yandex' });
    expect(String(rows[0]!.password_hash)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await api.login('new.user@example.ru', 'correct horse 1')).toBeTruthy();

    const mails = await mailsTo('new.user@example.ru');
    expect(mails.map((m) => m.subject)).toEqual(['Подтвердите регистрацию']);
    const link = /http:\/\/127\.0\.0\.1:3000\/login\?confirmationToken=([\w%-]+)/.exec(mails[0]!.text);
    expect(link).not.toBeNull();
    expect(mails[0]!.text).toContain('восстановите его — тогда аккаунт будет только вашим: http://127.0.0.1:3000/login?view=recovery\n');
    const confirmation = { token: decodeURIComponent(link![1]!), password: 'correct horse 1' };
    const first = await api.request('POST', '/users/confirmations', { json: confirmation });
    expect(first.status).toBe(200);
    expect(first.body.user).toEqual({ id: rows[0]!.id, email: 'new.user@example.ru', phone: null, phoneWithoutCode: null });
    expect((await api.request('GET', '/private/login', { token: first.body.token })).status).toBe(200);
    const second = await api.request('POST', '/users/confirmations', { json: confirmation });
    expect(second.status).toBe(410);
    expect(second.body.error.code).toBe('GONE');
  });

  it('a registered address: a "you already have an account" mail, the password unchanged, no second account', async () => {
    await api.signUp('twice@example.ru', 'original-password');
    const res = await api.request('POST', '/users', { json: { email: 'TWICE@example.ru', password: 'another-pass', isNewsletter: false } });
    expect(res.status).toBe(202);
    const mails = await mailsTo('twice@example.ru');
    expect(mails[0]!.subject).toBe('У вас уже есть аккаунт');
    // «Войдите» opens the login, «Восстановите его» the recovery: two different links.
    expect(mails[0]!.text).toContain('Войдите: http://127.0.0.1:3000/login\n');
    expect(mails[0]!.text).toContain('Забыли пароль? Восстановите его: http://127.0.0.1:3000/login?view=recovery\n');
    expect(mails[0]!.html).toContain('<a href="http://127.0.0.1:3000/login?view=recovery">Восстановить пароль</a>');
    expect(mails[0]!.text).not.toMatch(/loginToken=/);
    expect((await api.request('POST', '/private/login_check', { json: { email: 'twice@example.ru', password: 'another-pass' } })).status).toBe(401);
    expect(await api.login('twice@example.ru', 'original-password')).toBeTruthy();
    const { rows } = await api.db.query<{ n: number }>("SELECT count(*)::integer AS n FROM users WHERE lower(email) = 'twice@example.ru'");
    expect(rows[0]!.n).toBe(1);
  });

  it('isNewsletter defaults to false', async () => {
    await api.request('POST', '/users', { json: { email: 'plain@example.ru', password: '12345678' } });
    const { rows } = await api.db.query("SELECT is_newsletter FROM users WHERE email = 'plain@example.ru'");
    expect(rows[0]!.is_newsletter).toBe(false);
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
    expect((await api.request('POST', '/users', { json: { email: 'long@example.ru', password: long } })).status).toBe(202);
    expect((await api.request('POST', '/private/login_check', { json: { email: 'long@example.ru', password: long.trim() } })).status).toBe(401);
    expect(await api.login('long@example.ru', long)).toBeTruthy();
    expect((await api.request('POST', '/users', { json: { email: 'sixty4@example.ru', password: 'x'.repeat(64) } })).status).toBe(202);
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
