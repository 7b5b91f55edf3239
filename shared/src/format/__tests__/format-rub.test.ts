import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRub } from '../format-rub';

describe('formatRub', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('groups thousands and keeps the sign on the line with no-break spaces', () => {
    expect(formatRub(1234567)).toBe('1\u00a0234\u00a0567\u00a0₽');
    expect(formatRub(990)).toBe('990\u00a0₽');
    expect(formatRub(0)).toBe('0\u00a0₽');
  });

  it('loads the locale’s number data on the first price, not when a page starts', async () => {
    vi.resetModules();
    const RealNumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new RealNumberFormat(...args);
    });
    const fresh = await import('../format-rub');
    expect(made).not.toHaveBeenCalled();
    expect(fresh.formatRub(12345)).toBe('12\u00a0345\u00a0₽');
    expect(fresh.formatRub(67890)).toBe('67\u00a0890\u00a0₽');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
