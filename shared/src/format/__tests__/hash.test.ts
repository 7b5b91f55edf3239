import { describe, expect, it } from 'vitest';
import { FNV_OFFSET_BASIS, hashText, mixHash } from '../hash';

// Seeded flights, hotels and prices, and the tour hashes stored in wishlists, are built from this
// hash: its values must never drift, so they are pinned to the published FNV-1a and murmur3 vectors.
describe('hashText', () => {
  it('is FNV-1a (published 32-bit vectors) finished by the murmur3 finaliser', () => {
    expect(hashText('')).toBe(mixHash(0x811c9dc5));
    expect(hashText('a')).toBe(mixHash(0xe40c292c));
    expect(hashText('foobar')).toBe(mixHash(0xbf9cf968));
    expect(hashText('Москва')).toBe(0x4fa02da9);
  });

  it('is a 32-bit unsigned integer, and another seed gives an independent hash', () => {
    for (const text of ['', 'a', 'avia-2026|route|MOW|LED', 'x'.repeat(1000)]) {
      const hash = hashText(text);
      expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32).toBe(true);
      expect(hashText(text, FNV_OFFSET_BASIS)).toBe(hash);
      expect(hashText(text, 0x1234)).not.toBe(hash);
    }
  });
});

describe('mixHash', () => {
  it('is murmur3 fmix32 as unsigned', () => {
    expect(mixHash(0)).toBe(0);
    expect(mixHash(1)).toBe(0x514e28b7);
    expect(mixHash(-1)).toBe(mixHash(0xffffffff));
  });
});
