import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Hashes made before Argon2id: `scrypt$N$r$p$salt$key`, the cost travelling with each hash. They
 * are only verified, never made (but by tests and the login bench): a successful login stores the
 * password again as Argon2id.
 */
export const SCRYPT_PREFIX = 'scrypt$';
const KEY_LENGTH = 64;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The cost every hash was made at before Argon2id (OWASP's scrypt: 128 MiB per hash). */
export const LEGACY_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

function scryptKey(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** `inSlot` runs the derivation under the hasher's concurrency cap. */
export async function verifyScrypt(password: string, stored: string, inSlot: <T>(work: () => Promise<T>) => Promise<T>): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || !isSaneCost(cost)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await inSlot(() => scryptKey(password, Buffer.from(salt, 'base64'), cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function makeScryptHash(password: string, salt: Buffer, cost: ScryptCost = LEGACY_SCRYPT_COST): Promise<string> {
  const key = await scryptKey(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A stored hash with absurd parameters (hand-edited row) must fail closed, not throw or hog memory. */
function isSaneCost({ N, r, p }: ScryptCost): boolean {
  return Number.isInteger(Math.log2(N)) && N >= 2 && N <= 2 ** 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
}
