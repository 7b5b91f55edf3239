// Password hashes, in one place: Argon2id made and verified under one cap on concurrent hashes, and
// the scrypt hashes stored before it still verified.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

export interface Argon2Cost {
  /** Memory per hash, KiB (`m=` of the hash string). */
  memoryKib: number;
  iterations: number;
  parallelism: number;
}

/** Argon2id at the OWASP cheat sheet cost; the parameters travel with each hash, so one at another cost verifies and is re-stored at this on login. */
export const OWASP_ARGON2ID_COST: Argon2Cost = { memoryKib: 19 * 1024, iterations: 2, parallelism: 1 };
const ARGON2ID_PREFIX = '$argon2id$';

/** Counts key derivations, so tests can prove a refused request never reached the hash. */
export const hashingStats = { derivations: 0 };

/** At most this many hashes at once in the process: each takes a whole core (and an old scrypt one 128 MiB). */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  hashingStats.derivations += 1;
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export class PasswordHasher {
  private decoy: Promise<string> | undefined;
  private readonly currentPrefix: string;

  constructor(private readonly cost: Argon2Cost = OWASP_ARGON2ID_COST) {
    this.currentPrefix = `${ARGON2ID_PREFIX}v=19$m=${cost.memoryKib},t=${cost.iterations},p=${cost.parallelism}$`;
  }

  hash(password: string): Promise<string> {
    const { memoryKib, iterations, parallelism } = this.cost;
    // The library's default algorithm is Argon2id (its enum is a const enum the build cannot import).
    return inHashSlot(() => argon2Hash(password.normalize('NFC'), { memoryCost: memoryKib, timeCost: iterations, parallelism }));
  }

  async verify(password: string, stored: string): Promise<boolean> {
    if (stored.startsWith(SCRYPT_PREFIX)) return verifyScrypt(password, stored, inHashSlot);
    if (!stored.startsWith(ARGON2ID_PREFIX) || !isSaneArgon2(stored)) return false;
    try {
      return await inHashSlot(() => argon2Verify(stored, password.normalize('NFC')));
    } catch {
      return false; // a damaged hash string fails closed
    }
  }

  /** True for a hash of an older scheme or cost: the login that just verified it stores it again. */
  needsRehash(stored: string): boolean {
    return !stored.startsWith(this.currentPrefix);
  }

  /** A hash of a random password to verify against for an unknown e-mail, so a missing account takes as long as a wrong password. */
  decoyHash(): Promise<string> {
    this.decoy ??= this.hash(randomBytes(24).toString('base64'));
    return this.decoy;
  }
}

/** A stored hash with absurd parameters (hand-edited row) must fail closed, not hog memory or a core. */
function isSaneArgon2(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(stored);
  if (!match) return false;
  const [memoryKib, iterations, parallelism] = match.slice(1).map(Number) as [number, number, number];
  return memoryKib >= 8 * parallelism && memoryKib <= 256 * 1024 && iterations >= 1 && iterations <= 10 && parallelism >= 1 && parallelism <= 8;
}

/** Hashes made before Argon2id (`scrypt$N$r$p$salt$key`): only verified, and re-stored as Argon2id on a successful login. */
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
