import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { makeScryptHash } from '../../src/auth/password-hashing.js';
import { useTestApi, DEMO_USER, isErrorShape } from '../support/test-api.js';

const api = useTestApi();

const key = (secret: string) => new TextEncoder().encode(secret);

describe('POST /private/login_check', () => {
  it('answers a JWT for the right e-mail and password, whatever the e-mail case and spaces', async () => {
    const res = await api.request('POST', '/private/login_check', { json: { email: `  ${DEMO_USER.email.toUpperCase()} `, password: DEMO_USER.password } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const header = JSON.parse(Buffer.from(res.body.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('refuses a wrong password with 401 and the product-rules message (§8)', async () => {
    const res = await api.request('POST', '/private/login_check', { json: { email: DEMO_USER.email, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Логин или пароль введены неверно' } });
  });

  it('answers an unknown e-mail exactly like a wrong password (no account enumeration)', async () => {
    const res = await api.request('POST', '/private/login_check', { json: { email: 'nobody@example.ru', password: 'whatever-123' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Логин или пароль введены неверно' } });
  });

  it.each([
    [{}, { email: 'Обязательное поле', password: 'Заполните пароль' }],
    [{ email: 'not-an-email', password: 'x' }, { email: 'Укажите корректный email' }],
    [{ email: DEMO_USER.email, password: '' }, { password: 'Заполните пароль' }],
    [{ email: '   ', password: 'x' }, { email: 'Обязательное поле' }],
    [
      { email: 42, password: ['x'] },
      { email: 'Обязательное поле', password: 'Заполните пароль' },
    ],
  ])('names the bad fields of %j in Russian', async (json, fields) => {
    const res = await api.request('POST', '/private/login_check', { json });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.fields).toEqual(fields);
  });
});

describe('GET /private/login', () => {
  it('answers the current user with the product-rules fields (§3 User)', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const res = await api.request('GET', '/private/login', { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['email', 'id', 'phone', 'phoneWithoutCode']);
    expect(res.body).toMatchObject({ email: DEMO_USER.email, phone: '+79161234567', phoneWithoutCode: '9161234567' });
  });

  it('is 401 without a token', async () => {
    const res = await api.request('GET', '/private/login');
    expect(res.status).toBe(401);
    expect(isErrorShape(res.body)).toBe(true);
  });

  it.each(['garbage', 'a.b.c', 'Bearer', ''])('is 401 for the malformed token %j', async (token) => {
    const res = await api.request('GET', '/private/login', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('refuses an unsigned token (alg "none")', async () => {
    const good = await api.login(DEMO_USER.email, DEMO_USER.password);
    const claims = JSON.parse(Buffer.from(good.split('.')[1]!, 'base64url').toString());
    const unsigned = new UnsecuredJWT(claims).encode();
    expect(unsigned.endsWith('.')).toBe(true);
    const res = await api.request('GET', '/private/login', { token: unsigned });
    expect(res.status).toBe(401);
  });

  it('refuses a token with a tampered payload or signed with another secret', async () => {
    const good = await api.login(DEMO_USER.email, DEMO_USER.password);
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1000 })).toString('base64url')}.${signature}`;
    expect((await api.request('GET', '/private/login', { token: tampered })).status).toBe(401);

    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key('another-secret-another-secret-another-secret'));
    expect((await api.request('GET', '/private/login', { token: forged })).status).toBe(401);

    // Same secret but an algorithm outside the allow-list (HS512) is refused too.
    const otherAlg = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key(api.config.jwtSecret));
    expect((await api.request('GET', '/private/login', { token: otherAlg })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const good = await api.login(DEMO_USER.email, DEMO_USER.password);
    const claims = JSON.parse(Buffer.from(good.split('.')[1]!, 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 }).setProtectedHeader({ alg: 'HS256' }).sign(key(api.config.jwtSecret));
    expect((await api.request('GET', '/private/login', { token: expired })).status).toBe(401);

    const valid = await new SignJWT({ ...claims, iat: now, exp: now + 600 }).setProtectedHeader({ alg: 'HS256' }).sign(key(api.config.jwtSecret));
    expect((await api.request('GET', '/private/login', { token: valid })).status).toBe(200);
  });

  it('refuses a valid token of a user that no longer exists', async () => {
    const { token, user } = await api.signUp('gone@example.ru');
    await api.db.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect((await api.request('GET', '/private/login', { token })).status).toBe(401);
  });
});

describe('stored hashes from before Argon2id', () => {
  const storedHash = async (email: string) => String((await api.db.query('SELECT password_hash FROM users WHERE email = $1', [email])).rows[0]!.password_hash);

  it('a scrypt password still signs in, and the first successful login stores it again as Argon2id without ending the sessions', async () => {
    const email = 'scrypt.user@example.ru';
    const { token } = await api.signUp(email, 'старый пароль 1');
    const legacy = await makeScryptHash('старый пароль 1', randomBytes(16), { N: 1024, r: 8, p: 1 });
    await api.db.query('UPDATE users SET password_hash = $2 WHERE email = $1', [email, legacy]);

    const wrong = await api.request('POST', '/private/login_check', { json: { email, password: 'старый пароль 2' } });
    expect(wrong.status).toBe(401);
    expect(await storedHash(email)).toBe(legacy);

    expect(await api.login(email, 'старый пароль 1')).toBeTruthy();
    const rehashed = await storedHash(email);
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect((await api.request('GET', '/private/login', { token })).status).toBe(200);

    expect(await api.login(email, 'старый пароль 1')).toBeTruthy();
    expect(await storedHash(email)).toBe(rehashed);
  });
});
