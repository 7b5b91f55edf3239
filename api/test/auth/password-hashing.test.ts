import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT_COST, PasswordHasher } from '../../src/auth/password-hashing.js';
import { loadConfig } from '../../src/config/env.js';

describe('password hashing', () => {
  it('uses the OWASP scrypt cost (N=2^17, r=8, p=1) in every real configuration', () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused-api-data' }).passwordHashCost).toEqual(OWASP_SCRYPT_COST);
  });

  it('hashes at that cost with a fresh salt, and verifies only the same password', async () => {
    const hasher = new PasswordHasher();
    const first = await hasher.hash('пароль с пробелом ');
    const second = await hasher.hash('пароль с пробелом ');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify('пароль с пробелом ', first)).toBe(true);
    expect(await hasher.verify('пароль с пробелом', first)).toBe(false);
  });

  it('verifies a hash made at another cost (parameters travel with the hash)', async () => {
    const cheap = await new PasswordHasher({ N: 1024, r: 8, p: 1 }).hash('secret-123');
    expect(await new PasswordHasher().verify('secret-123', cheap)).toBe(true);
  });

  it('fails closed on malformed or absurd stored hashes', async () => {
    const hasher = new PasswordHasher({ N: 1024, r: 8, p: 1 });
    for (const stored of ['', 'plain', 'bcrypt$x', 'scrypt$3$8$1$c2FsdA==$a2V5', 'scrypt$1073741824$8$1$c2FsdA==$a2V5']) {
      expect(await hasher.verify('x', stored)).toBe(false);
    }
  });
});
