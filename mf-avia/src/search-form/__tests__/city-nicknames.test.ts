import { officialCityQuery } from '../city-nicknames';

it("asks the API for the official name of a nickname: 'питер' → Санкт-Петербург", () => {
  expect(officialCityQuery('Питер')).toBe('санкт-петербург');
  expect(officialCityQuery('мос')).toBe('мос');
});
