import { latinKeysToCyrillic, switchKeyboardLayout } from '../keyboard-layout';

describe('wrong keyboard layout', () => {
  it("reads Latin keys as the Russian layout: 'vjcrdf' is 'москва'", () => {
    expect(latinKeysToCyrillic('vjcrdf')).toBe('москва');
    expect(latinKeysToCyrillic('Cfyrn-Gtnth,ehu')).toBe('санкт-петербург');
    expect(latinKeysToCyrillic('rfpfym')).toBe('казань');
  });

  it('reads both ways for the place search', () => {
    expect(switchKeyboardLayout('vjcrdf')).toEqual(['москва']);
    expect(switchKeyboardLayout('ьщысщц')).toEqual(['moscow']);
    expect(switchKeyboardLayout('123')).toEqual([]);
  });

  it('leaves Cyrillic text alone', () => {
    expect(latinKeysToCyrillic('москва')).toBeNull();
  });
});
