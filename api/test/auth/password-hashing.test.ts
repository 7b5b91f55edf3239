import { describe, expect, it } from 'vitest';
import { LEGACY_SCRYPT_COST, makeScryptHash, OWASP_ARGON2ID_COST, PasswordHasher } from '../../src/auth/password-hashing.js';
import { loadConfig } from '../../src/config/env.js';

const cheap = { memoryKib: 1024, iterations: 1, parallelism: 1 };

describe('password hashing', () => {
  it('uses the OWASP Argon2id cost (19 MiB, 2 iterations, 1 lane) in every real configuration', () => {
    expect(OWASP_ARGON2ID_COST).toEqual({ memoryKib: 19456, iterations: 2, parallelism: 1 });
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused-api-data' }).passwordHashCost).toEqual(OWASP_ARGON2ID_COST);
  });

  it('hashes with Argon2id at that cost and a fresh salt, and verifies only the same password', async () => {
    const hasher = new PasswordHasher();
    const first = await hasher.hash('пароль с пробелом ');
    const second = await hasher.hash('пароль с пробелом ');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify('пароль с пробелом ', first)).toBe(true);
    expect(await hasher.verify('пароль с пробелом', first)).toBe(false);
    expect(hasher.needsRehash(first)).toBe(false);
  });

  it('verifies a hash made at another cost (parameters travel with the hash) and asks to store it again', async () => {
    const older = await new PasswordHasher(cheap).hash('secret-123');
    const hasher = new PasswordHasher();
    expect(await hasher.verify('secret-123', older)).toBe(true);
    expect(hasher.needsRehash(older)).toBe(true);
  });

  it('verifies the scrypt hashes stored before Argon2id, and asks to store them again', async () => {
    expect(LEGACY_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const legacy = await makeScryptHash('пароль-123', Buffer.from('0123456789abcdef'), { N: 1024, r: 8, p: 1 });
    expect(legacy).toMatch(/^scrypt\$1024\$8\$1\$/);
    const hasher = new PasswordHasher(cheap);
    expect(await hasher.verify('пароль-123', legacy)).toBe(true);
    expect(await hasher.verify('пароль-124', legacy)).toBe(false);
    expect(hasher.needsRehash(legacy)).toBe(true);
  });

  it('fails closed on malformed or absurd stored hashes', async () => {
    const hasher = new PasswordHasher(cheap);
    const good = await hasher.hash('x');
    for (const stored of [
      '',
      'plain',
      'bcrypt$x',
      'scrypt$3$8$1$c2FsdA==$a2V5',
      'scrypt$1073741824$8$1$c2FsdA==$a2V5',
      '$argon2i$v=19$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U',
      '$argon2id$v=19$m=4194304,t=1,p=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U',
      '$argon2id$v=19$m=1024,t=1000,p=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U',
      good.slice(0, -10),
      `${good}$extra`,
    ]) {
      expect(await hasher.verify('x', stored)).toBe(false);
    }
  });
});
