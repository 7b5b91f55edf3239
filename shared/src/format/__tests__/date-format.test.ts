import { describe, expect, it } from 'vitest';
import { dayjs, formatDate } from '..';
import { formatMoscowDateTime } from '../date-format';

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

describe('formatMoscowDateTime', () => {
  it('names a moment on Moscow’s clock as the pages write dates, whatever the time zone it runs in', () => {
    expect(formatMoscowDateTime('2026-12-31T21:05:00.000Z')).toBe('01.01.2027 00:05');
    expect(formatMoscowDateTime(new Date('2026-06-01T09:30:59Z'))).toBe('01.06.2026 12:30');
  });
});
