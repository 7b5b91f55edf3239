import { HASH_RANGE, hashText } from 'shared/node';

/**
 * Deterministic pseudo-randomness of the flight schedule: the same inputs give the same schedule
 * on every process and every run, so flights need no storage and any API instance can rebuild any offer.
 */
export const SCHEDULE_SEED = 'avia-2026';

/** A float in [0, 1) from the hash of the parts. */
export function hash01(...parts: (string | number)[]): number {
  return hashText(SCHEDULE_SEED + '|' + parts.join('|')) / HASH_RANGE;
}

/** An integer in [min, max] from the hash of the parts. */
export function hashInt(min: number, max: number, ...parts: (string | number)[]): number {
  return min + Math.floor(hash01(...parts) * (max - min + 1));
}

/** Picks one item with probability proportional to its weight. */
export function weightedPick<T>(items: readonly T[], weight: (item: T) => number, roll: number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let threshold = roll * total;
  for (const item of items) {
    threshold -= weight(item);
    if (threshold < 0) return item;
  }
  return items[items.length - 1]!;
}

/**
 * A fast integer hash for per-day values of a known template (no strings in the hot path). Its own
 * mixing constants, not the shared string hash: every seat load and fare of the schedule comes from it.
 */
export function mix01(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / HASH_RANGE;
}
