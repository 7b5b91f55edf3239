import { HASH_RANGE, hashText, mixHash } from 'shared/node';

/** Deterministic randomness for the catalogue and prices: one seed, the same hotels and prices in every process, so nothing is stored and any instance answers alike. */
export const CATALOGUE_SEED = 'tours-2026';

/** A sequence of floats in [0, 1) (mulberry32) from a text seed. */
export function seededRandom(...seedParts: (string | number)[]): () => number {
  let state = hashText([CATALOGUE_SEED, ...seedParts].join('|'));
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / HASH_RANGE;
  };
}

/** A float in [0, 1) from integers, with no strings on the hot path of pricing. */
export function noise(a: number, b: number, c = 0): number {
  return mixHash(Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca6b) ^ Math.imul(c + 0x165667b1, 0xc2b2ae35)) / HASH_RANGE;
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export const between = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** `count` distinct items in a random order. */
export function sample<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.max(0, Math.min(count, pool.length)));
}
