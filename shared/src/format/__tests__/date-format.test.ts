import { describe, expect, it } from 'vitest';
import { dayjs, formatApiDate, formatDate, parseDisplayDate } from '..';

describe('formatDate', () => {
  it('shows dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-04')).toBe('04.03.2026');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31.12.2025');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('locale', () => {
  it('is Russian with Monday as the first day of the week', () => {
    expect(dayjs.locale()).toBe('ru');
    // 2026-03-05 is a Thursday; its week starts on Monday 2026-03-02.
    expect(dayjs('2026-03-05').startOf('week').format('YYYY-MM-DD')).toBe('2026-03-02');
    expect(dayjs('2026-03-05').format('D MMMM')).toBe('5 марта');
  });
});

describe('parseDisplayDate', () => {
  it('accepts only real DD.MM.YYYY dates', () => {
    expect(parseDisplayDate('29.02.2024')?.format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(parseDisplayDate('29.02.2025')).toBeNull();
    expect(parseDisplayDate('2024-02-29')).toBeNull();
  });

  it('round-trips with the API format', () => {
    expect(formatApiDate(parseDisplayDate('01.06.2026')!.toDate())).toBe('2026-06-01');
  });
});
