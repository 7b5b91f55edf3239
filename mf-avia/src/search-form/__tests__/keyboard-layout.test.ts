import { latinKeysToCyrillic, queryReadings } from '../keyboard-layout';
import { officialCityQuery } from '../city-nicknames';

describe('wrong keyboard layout', () => {
  it("reads Latin keys as the Russian layout: 'vjcrdf' is 'москва'", () => {
    expect(latinKeysToCyrillic('vjcrdf')).toBe('москва');
    expect(latinKeysToCyrillic('Cfyrn-Gtnth,ehu')).toBe('санкт-петербург');
    expect(latinKeysToCyrillic('rfpfym')).toBe('казань');
  });

  it('leaves Cyrillic text alone', () => {
    expect(latinKeysToCyrillic('москва')).toBeNull();
    expect(queryReadings('Москва')).toEqual(['москва']);
  });

  it('offers both readings of a Latin query', () => {
    expect(queryReadings(' vjc ')).toEqual(['vjc', 'мос']);
  });

  it("asks the API for the official name of a nickname: 'питер' → Санкт-Петербург", () => {
    expect(officialCityQuery('Питер')).toBe('санкт-петербург');
    expect(officialCityQuery('мос')).toBe('мос');
  });
});
