import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRub } from '../format-rub';

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
