import { describe, expect, it } from 'vitest';
import { applyMask } from '../input-mask';

describe('applyMask', () => {
  it('inserts literals and skips characters that do not fit', () => {
    expect(applyMask('12031990', '99.99.9999')).toBe('12.03.1990');
    expect(applyMask('12.03.1990', '99.99.9999')).toBe('12.03.1990');
    expect(applyMask('12a', '99.99.9999')).toBe('12.');
    expect(applyMask('9001234567', '(999) 999-99-99')).toBe('(900) 123-45-67');
  });

  it('takes letters where the mask asks for them', () => {
    expect(applyMask('IVИК765123', 'AAAA999999')).toBe('IVИК765123');
    expect(applyMask('1a', 'A')).toBe('a');
  });
});
