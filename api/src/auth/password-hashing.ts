import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt at the OWASP Password Storage Cheat Sheet cost (N=2^17, r=8, p=1: 128 MiB per hash).
 * The parameters are stored with each hash, so they can be raised later without a migration
 * and a hash made at any cost still verifies.
 */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** Counts key derivations, so tests can prove a refused request never reached the hash. */
export const hashingStats = { derivations: 0 };

/** At most this many hashes at once in the process: each needs 128 MiB and a whole core. */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  hashingStats.derivations += 1;
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))),
  );
}

export class PasswordHasher {
  private decoy: Promise<string> | undefined;

  constructor(private readonly cost: ScryptCost = OWASP_SCRYPT_COST) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    if (scheme !== 'scrypt' || !salt || !key || !isSaneCost(cost)) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), cost);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /**
   * A hash of a random password, verified against when the e-mail is unknown, so a failed login
   * takes as long for a missing account as for a wrong password.
   */
  decoyHash(): Promise<string> {
    this.decoy ??= this.hash(randomBytes(24).toString('base64'));
    return this.decoy;
  }
}

/** A stored hash with absurd parameters (hand-edited row) must fail closed, not throw or hog memory. */
function isSaneCost({ N, r, p }: ScryptCost): boolean {
  return Number.isInteger(Math.log2(N)) && N >= 2 && N <= 2 ** 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
}
