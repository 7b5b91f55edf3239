import { decodeSearchString } from 'shared/flights';
import { describe, expect, it } from 'vitest';
import { flightSearchHead } from '../search-head';

const TODAY = '2026-12-07';
const names = { MOW: 'Москва', AER: 'Сочи', KZN: 'Казань', LED: 'Санкт-Петербург' };
const paramsOf = (searchString: string) => {
  const decoded = decodeSearchString(searchString, TODAY);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.value;
};
const head = (searchString: string, cityNames: Record<string, string> = names) =>
  flightSearchHead({ params: paramsOf(searchString), cityNames }, 'https://poletim.ru');

describe('the flight results page’s head', () => {
  it('names the route and the day from the codec and the places: «Москва — Сочи, 12 января»', () => {
    expect(head('MOW1201AER1')).toEqual({
      title: 'Авиабилеты Москва — Сочи, 12 января',
      description: 'Дешёвые авиабилеты Москва — Сочи, 12 января: сравните цены, пересадки и время в пути и выберите лучший вариант.',
    });
  });

  it('a return names both days, within a month or across two', () => {
    expect(head('MOW1201AER19011')?.title).toBe('Авиабилеты Москва — Сочи и обратно, 12 — 19 января');
    expect(head('MOW3001AER02021')?.title).toBe('Авиабилеты Москва — Сочи и обратно, 30 января — 2 февраля');
  });

  it('a multi-city trip names its cities in order, an open jaw after a comma', () => {
    expect(head('MOW1201AER1501KZN1')?.title).toBe('Авиабилеты Москва — Сочи — Казань, 12 — 15 января');
    expect(head('MOW1201LED-KZN0302MOW1')?.title).toBe('Авиабилеты Москва — Санкт-Петербург, Казань — Москва, 12 января — 3 февраля');
  });

  it('leaves the route’s head while a city has no name yet, or the string is no search', () => {
    expect(head('MOW1201AER1', { MOW: 'Москва' })).toBeNull();
    expect(flightSearchHead({ params: null, cityNames: names }, 'https://poletim.ru')).toBeNull();
  });
});
