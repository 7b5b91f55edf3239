import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRub, formatRussianNumber } from '../russian-number';

const intl = (value: number, minimumFractionDigits = 0, maximumFractionDigits = 3) =>
  new Intl.NumberFormat('ru-RU', { minimumFractionDigits, maximumFractionDigits }).format(value);

describe('formatRussianNumber', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1\u00a0000'],
    [1234567, '1\u00a0234\u00a0567'],
    [1234.5, '1\u00a0234,5'],
    [-1234.5, '-1\u00a0234,5'],
    [0.0015, '0,002'],
    [1.0005, '1,001'], // rounded from the decimal the number reads as, not from its binary value (1.000499…)
    [999.9996, '1\u00a0000'],
    [-0.0001, '-0'],
  ])('%d → %s', (value, text) => expect(formatRussianNumber(value)).toBe(text));

  it('gives what Intl.NumberFormat("ru-RU") gives, for every number and fraction setting it is asked', () => {
    const settings = fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
      .map(([a, b]) => ({ minimumFractionDigits: Math.min(a, b), maximumFractionDigits: Math.max(a, b) }));
    const values = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e16, max: 1e16 }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000), // …5 halves, where rounding shows
      fc.integer({ min: 0, max: 100_000 }).map((n) => n / 10_000 + 0.00005),
    );
    fc.assert(
      fc.property(values, settings, (value, options) => {
        expect(formatRussianNumber(value, options)).toBe(intl(value, options.minimumFractionDigits, options.maximumFractionDigits));
      }),
      { numRuns: 5000 },
    );
  });

  it('the tours figures: a rating with one decimal, a distance in whole or tenths of a km', () => {
    for (const rating of [0, 4.5, 8.66, 8.75, 10])
      expect(formatRussianNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe(intl(rating, 1, 1));
    for (const km of [1, 2.45, 2.55, 9.96, 12.5, 1234.4])
      expect(formatRussianNumber(km, { maximumFractionDigits: km < 10 ? 1 : 0 })).toBe(intl(km, 0, km < 10 ? 1 : 0));
  });

  it('makes no Intl formatter for an ordinary number, so a page does not load the locale’s data for its first price', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    formatRussianNumber(12345.678);
    formatRussianNumber(-0.5, { minimumFractionDigits: 2 });
    expect(made).not.toHaveBeenCalled();
  });

  it('leaves what it does not write itself to Intl: not a number, infinity, exponent-sized values', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -Number.POSITIVE_INFINITY, 1e21, 1e-7, -2.5e25])
      expect(formatRussianNumber(value)).toBe(intl(value));
  });
});

describe('formatRub', () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups thousands and keeps the sign on the line with no-break spaces', () => {
    expect(formatRub(1234567)).toBe('1\u00a0234\u00a0567\u00a0₽');
    expect(formatRub(990)).toBe('990\u00a0₽');
    expect(formatRub(0)).toBe('0\u00a0₽');
    expect(formatRub(4380.5)).toBe('4\u00a0380,5\u00a0₽');
  });

  it('writes the amount as the Russian locale does, without loading the locale’s data', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const reference = new RealNumberFormat('ru-RU');
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (const amount of [12345, 67890, 590, 154300, 1999.99]) expect(formatRub(amount)).toBe(`${reference.format(amount)}\u00a0₽`);
    expect(made).not.toHaveBeenCalled();
  });
});
