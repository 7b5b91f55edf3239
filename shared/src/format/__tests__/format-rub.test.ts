import { describe, expect, it } from 'vitest';
import { formatRub } from '../format-rub';

describe('formatRub', () => {
  it('groups thousands and keeps the sign on the line with no-break spaces', () => {
    expect(formatRub(1234567)).toBe('1\u00a0234\u00a0567\u00a0₽');
    expect(formatRub(990)).toBe('990\u00a0₽');
    expect(formatRub(0)).toBe('0\u00a0₽');
  });
});
