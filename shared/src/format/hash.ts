/**
 * The platform's one string hash: FNV-1a over UTF-16 code units, then murmur3's finaliser, so texts one character apart give
 * unrelated numbers. Seeded data and the wishlist's tour hash use it: the same number in every API process and the browser.
 */
export const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** 2³²: divides a hash into a float in [0, 1). */
export const HASH_RANGE = 4294967296;

/** A 32-bit unsigned hash of the text; another `seed` (offset basis) gives an independent hash. */
export function hashText(text: string, seed = FNV_OFFSET_BASIS): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return mixHash(h);
}

/** murmur3's finaliser (fmix32) of a 32-bit integer, unsigned: for hashing numbers without making a string. */
export function mixHash(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
