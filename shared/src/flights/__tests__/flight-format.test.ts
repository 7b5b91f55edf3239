import { describe, expect, it } from 'vitest';
import { directionLabel, legCountLabel } from '../direction-label';
import { dayShift, formatDateTime, formatDuration, shortDate, stopsLabel } from '../flight-format';

describe('flight format', () => {
  it('pads the minutes of a duration once there are hours', () => {
    expect(formatDuration(125)).toBe('2 ч 05 мин');
    expect(formatDuration(120)).toBe('2 ч');
    expect(formatDuration(45)).toBe('45 мин');
  });

  it('shows a wall-clock time as written, with a comma before the time', () => {
    expect(formatDateTime('2026-12-25T09:40')).toBe('25.12.2026, 09:40');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('names the day, the stops and the overnight shift', () => {
    expect(shortDate('2026-12-25T09:40')).toBe('25 дек, пт');
    expect(stopsLabel(0)).toBe('Без пересадок');
    expect(stopsLabel(2)).toBe('2 пересадки');
    expect(dayShift('2026-12-31T23:10', '2027-01-01T01:20')).toBe(1);
  });

  it('calls the flights of a return «Туда» and «Обратно», and of a multi-city trip «Перелёт N»', () => {
    const leg = (from: string, to: string) => ({ origin: { cityCode: from }, destination: { cityCode: to } }) as never;
    expect(directionLabel(0, [leg('MOW', 'LED')])).toBe('Туда');
    expect([0, 1].map((i) => directionLabel(i, [leg('MOW', 'LED'), leg('LED', 'MOW')]))).toEqual(['Туда', 'Обратно']);
    expect([0, 1].map((i) => directionLabel(i, [leg('MOW', 'LED'), leg('KGD', 'MOW')]))).toEqual(['Перелёт 1', 'Перелёт 2']);
    expect(directionLabel(2, [leg('MOW', 'IST'), leg('IST', 'AYT'), leg('AYT', 'MOW')])).toBe('Перелёт 3');
    expect([2, 3, 5, 21].map(legCountLabel)).toEqual(['2 перелёта', '3 перелёта', '5 перелётов', '21 перелёт']);
  });
});
