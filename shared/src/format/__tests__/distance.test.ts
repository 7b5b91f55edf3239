import { describe, expect, it } from 'vitest';
import { formatDistance } from '../distance';

describe('formatDistance', () => {
  it.each([
    [0, '0 м'],
    [350, '350 м'],
    [994, '990 м'],
    [995, '1 км'],
    [1000, '1 км'],
    [4_300, '4,3 км'],
    [4_350, '4,4 км'],
    [9_949, '9,9 км'],
    [9_950, '10 км'],
    [14_400, '14 км'],
    [14_500, '15 км'],
    [14_600, '15 км'],
    [1_234_000, '1\u00a0234 км'],
  ])('%i m → %s', (metres, text) => {
    expect(formatDistance(metres)).toBe(text);
  });
});
