import { describe, expect, it } from 'vitest';
import { useTestApi, isErrorShape } from '../support/test-api.js';

const api = useTestApi();

const resetTokenFrom = async (email: string) => {
  const { messages } = (await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body;
  const mail = messages.find((m: { subject: string }) => m.subject === 'Восстановление пароля');
  const match = /http:\/\/127\.0\.0\.1:3000\/reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
};

describe('POST /users/restorations', () => {
  it('answers the same for a registered and an unknown address, and mails only the registered one', async () => {
    await api.signUp('forgetful@example.ru', 'old-password-1');
    const known = await api.request('POST', '/users/restorations', { json: { email: 'forgetful@example.ru' } });
    const unknown = await api.request('POST', '/users/restorations', { json: { email: 'stranger@example.ru' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: 'Ссылка для восстановления пароля отправлена на указанный E-mail' });
    expect(await resetTokenFrom('forgetful@example.ru')).toBeTruthy();
    expect((await api.request('GET', '/dev/outbox?to=stranger@example.ru')).body.messages).toEqual([]);
  });

  it.each([{ email: 'nope' }, {}, { email: '' }])('is 400 for the malformed %j', async (json) => {
    const res = await api.request('POST', '/users/restorations', { json });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.fields.email).toMatch(/Обязательное поле|Укажите корректный email/);
  });
});

describe('PUT /users/password', () => {
  it('sets the new password with the mailed token, once, and voids older sessions', async () => {
    const { token: oldSession } = await api.signUp('reset-me@example.ru', 'old-password-1');
    await api.request('POST', '/users/restorations', { json: { email: 'reset-me@example.ru' } });
    const token = await resetTokenFrom('reset-me@example.ru');

    const res = await api.request('PUT', '/users/password', { json: { token, password: 'new-password-2' } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('reset-me@example.ru');
    expect((await api.request('GET', '/private/login', { token: res.body.token })).status).toBe(200);

    expect((await api.request('POST', '/private/login_check', { json: { email: 'reset-me@example.ru', password: 'old-password-1' } })).status).toBe(401);
    expect(await api.login('reset-me@example.ru', 'new-password-2')).toBeTruthy();

    const again = await api.request('PUT', '/users/password', { json: { token, password: 'third-password-3' } });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('GONE');

    // The JWT from before the reset ends at once, even when issued in the same second as the
    // change (the session generation rose; no waiting for the clock).
    expect((await api.request('GET', '/private/login', { token: oldSession })).status).toBe(401);
  });

  it('a reset ends every outstanding link of the account: older reset links and mailed login links', async () => {
    const { user } = await api.signUp('many-links@example.ru', 'old-password-1');
    const loginLink = new URL(await api.accounts.issueLoginLink(user.id)).searchParams.get('loginToken')!;
    await api.request('POST', '/users/restorations', { json: { email: 'many-links@example.ru' } });
    const older = await resetTokenFrom('many-links@example.ru');
    await api.request('POST', '/users/restorations', { json: { email: 'many-links@example.ru' } });
    const newer = await resetTokenFrom('many-links@example.ru');
    expect(newer).not.toBe(older);

    expect((await api.request('PUT', '/users/password', { json: { token: newer, password: 'new-password-2' } })).status).toBe(200);
    const stale = await api.request('PUT', '/users/password', { json: { token: older, password: 'attacker-password-3' } });
    expect(stale.status).toBe(410);
    expect(isErrorShape(stale.body)).toBe(true);
    expect(await api.login('many-links@example.ru', 'new-password-2')).toBeTruthy();
    expect((await api.request('POST', `/private/login_token/${loginLink}`)).status).toBe(410);
  });

  it('is 404 for an unknown token and 410 for an expired one', async () => {
    const unknown = await api.request('PUT', '/users/password', { json: { token: 'made-up', password: 'new-password-2' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Ссылка недействительна или устарела. Запросите новую.');

    await api.signUp('slow@example.ru');
    await api.request('POST', '/users/restorations', { json: { email: 'slow@example.ru' } });
    const token = await resetTokenFrom('slow@example.ru');
    await api.db.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'password_reset'");
    expect((await api.request('PUT', '/users/password', { json: { token, password: 'new-password-2' } })).status).toBe(410);
  });

  it('validates the new password before touching the token', async () => {
    await api.signUp('short@example.ru');
    await api.request('POST', '/users/restorations', { json: { email: 'short@example.ru' } });
    const token = await resetTokenFrom('short@example.ru');
    const res = await api.request('PUT', '/users/password', { json: { token, password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: 'Пароль должен содержать не менее 8 символов' });
    expect((await api.request('PUT', '/users/password', { json: { token, password: 'long-enough-1' } })).status).toBe(200);
  });
});

describe('POST /users/password/link-checks', () => {
  const check = (token: unknown) => api.request('POST', '/users/password/link-checks', { json: { token } });

  it('says a fresh link works without using it, and tells nothing about the account', async () => {
    await api.signUp('check-me@example.ru', 'old-password-1');
    await api.request('POST', '/users/restorations', { json: { email: 'check-me@example.ru' } });
    const token = await resetTokenFrom('check-me@example.ru');

    const fresh = await check(token);
    expect(fresh.status).toBe(204);
    expect(fresh.body ?? '').toBe('');
    expect((await check(token)).status).toBe(204);
    expect((await api.request('PUT', '/users/password', { json: { token, password: 'new-password-2' } })).status).toBe(200);

    const used = await check(token);
    expect(used.status).toBe(410);
    expect(used.body.error.message).toBe('Ссылка недействительна или устарела. Запросите новую.');
    expect(JSON.stringify(used.body)).not.toContain('check-me');
  });

  it('is 404 for an unknown token, 410 for an expired one and 400 for garbage', async () => {
    const unknown = await check('made-up');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Ссылка недействительна или устарела. Запросите новую.');

    await api.signUp('stale-check@example.ru');
    await api.request('POST', '/users/restorations', { json: { email: 'stale-check@example.ru' } });
    const token = await resetTokenFrom('stale-check@example.ru');
    await api.db.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'password_reset'");
    expect((await check(token)).status).toBe(410);

    for (const garbage of ['', 42, null, 'x'.repeat(5000)]) {
      const res = await check(garbage);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(isErrorShape(res.body)).toBe(true);
    }
  });
});
