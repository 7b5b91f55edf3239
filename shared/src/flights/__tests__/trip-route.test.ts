import { describe, expect, it } from 'vitest';
import { directionLabels, isMultiCityTrip, tripRoute } from '../trip-route';

const city = (cityCode: string, name: string) => ({ cityCode, city: name });
const [mow, led, kgd, ist, ayt] = [
  city('MOW', 'Москва'),
  city('LED', 'Санкт-Петербург'),
  city('KGD', 'Калининград'),
  city('IST', 'Стамбул'),
  city('AYT', 'Анталья'),
];
const oneWay = [{ origin: mow, destination: led }];
const plainReturn = [...oneWay, { origin: led, destination: mow }];
const chained = [
  { origin: mow, destination: ist },
  { origin: ist, destination: ayt },
  { origin: ayt, destination: mow },
];
const openJaw = [...oneWay, { origin: kgd, destination: mow }];

describe('a trip in a line', () => {
  it('chains the cities of every flight, and starts a flight from elsewhere after a comma', () => {
    expect(tripRoute(oneWay)).toBe('Москва → Санкт-Петербург');
    expect(tripRoute(plainReturn, ' — ')).toBe('Москва — Санкт-Петербург — Москва');
    expect(tripRoute(chained)).toBe('Москва → Стамбул → Анталья → Москва');
    expect(tripRoute(openJaw)).toBe('Москва → Санкт-Петербург, Калининград → Москва');
  });

  it('tells a multi-city trip from one way and a plain return', () => {
    expect([oneWay, plainReturn, chained, openJaw].map(isMultiCityTrip)).toEqual([false, false, true, true]);
    expect(directionLabels(plainReturn)).toEqual(['Туда', 'Обратно']);
    expect(directionLabels(openJaw)).toEqual(['Перелёт 1', 'Перелёт 2']);
  });
});
