import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRussianNumber } from '../../format/russian-number';
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
    [14_600, '15 км'],
    [1_234_000, '1\u00a0234 км'],
  ])('%i m → %s', (metres, text) => {
    expect(formatDistance(metres)).toBe(text);
  });

  it('writes kilometres as the site writes any number (formatRussianNumber), for every whole number of metres', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 5_000_000 }), (metres) => {
        const tenths = Math.round(metres / 100) < 100;
        const expected = `${formatRussianNumber(tenths ? Math.round(metres / 100) / 10 : Math.round(metres / 1000))} км`;
        expect(formatDistance(metres)).toBe(expected);
      }),
    );
  });
});
