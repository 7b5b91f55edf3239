import { describe, expect, it } from 'vitest';
import { hashingStats } from '../../src/auth/password-hashing.js';
import { useTestApi, DEMO_USER } from '../support/test-api.js';

// 2 per e-mail per minute → 10 per IP per minute.
const api = useTestApi({ rateLimits: { loginPerMinute: 2, restorePerMinute: 1 } });

const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

describe('rate limits', () => {
  it('refuses the third login for one e-mail with 429 and Retry-After, before any hashing', async () => {
    const attempt = () =>
      api.request('POST', '/private/login_check', { json: { email: DEMO_USER.email, password: 'wrong-password' }, headers: fromIp('10.0.0.1') });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const before = hashingStats.derivations;
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({ code: 'RATE_LIMITED', message: 'Слишком много попыток. Попробуйте позже.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(hashingStats.derivations).toBe(before);
    // Even the right password is refused while limited.
    const right = await api.request('POST', '/private/login_check', {
      json: { email: DEMO_USER.email, password: DEMO_USER.password },
      headers: fromIp('10.0.0.9'),
    });
    expect(right.status).toBe(429);
  });

  it('limits one IP across many e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await api.request('POST', '/private/login_check', { json: { email: `user${i}@example.ru`, password: 'x' }, headers: fromIp('10.0.0.2') });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits restorations per e-mail with the same 429', async () => {
    const restore = () => api.request('POST', '/users/restorations', { json: { email: 'someone@example.ru' }, headers: fromIp('10.0.0.3') });
    expect((await restore()).status).toBe(202);
    expect((await restore()).status).toBe(429);
  });

  it('refuses a bad reset link before hashing, and limits reset attempts per IP', async () => {
    const before = hashingStats.derivations;
    const reset = (ip: string) => api.request('PUT', '/users/password', { json: { token: 'made-up-token', password: 'new-password-1' }, headers: fromIp(ip) });
    expect((await reset('10.0.0.4')).status).toBe(404);
    expect(hashingStats.derivations).toBe(before);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await reset('10.0.0.4')).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts the password of an e-mail confirmation with the logins of that address, before hashing, and keeps the link', async () => {
    const email = 'confirm-guesses@example.ru';
    expect((await api.request('POST', '/users', { json: { email, password: 'real-password-1' }, headers: fromIp('10.0.0.6') })).status).toBe(202);
    const token = await api.mailedToken(email, 'confirmationToken');
    const confirm = (password: string, ip: string) => api.request('POST', '/users/confirmations', { json: { token, password }, headers: fromIp(ip) });
    expect((await confirm('guess-number-1', '10.0.0.7')).status).toBe(401);
    expect((await api.request('POST', '/private/login_check', { json: { email, password: 'guess-number-2' }, headers: fromIp('10.0.0.8') })).status).toBe(401);
    const before = hashingStats.derivations;
    const limited = await confirm('real-password-1', '10.0.0.10');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(hashingStats.derivations).toBe(before);
    const { rows } = await api.db.query<{ used: boolean }>("SELECT used_at IS NOT NULL AS used FROM one_time_tokens WHERE purpose = 'sign_up'");
    expect(rows).toEqual([{ used: false }]);
  });

  it('counts the hop the trusted proxy added, not an address the client wrote first', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await api.request('POST', '/private/login_check', {
        json: { email: `spoof${i}@example.ru`, password: 'x' },
        headers: fromIp(`192.0.2.${i}, 10.0.0.5`),
      });
      statuses.push(res.status);
    }
    expect(statuses[10]).toBe(429);
  });
});
