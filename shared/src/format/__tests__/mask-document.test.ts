import { describe, expect, it } from 'vitest';
import { maskDocumentNumber } from '../mask-document';

describe('maskDocumentNumber', () => {
  it.each([
    ['4510123789', '••••••3789'],
    ['4510 123789', '••••••3789'],
    ['IVИК765123', '••••••5123'],
    ['1234567', '•••4567'],
    ['12345', '•2345'],
    ['1234', '••••'],
    ['123', '••••'],
    ['', ''],
  ])('%s → %s', (number, masked) => expect(maskDocumentNumber(number)).toBe(masked));

  it('leaves a number the API already masked as it is', () => {
    expect(maskDocumentNumber('••••••3789')).toBe('••••••3789');
  });
});
