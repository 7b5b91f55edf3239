import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetweenIso, displayDateToIso, isoToDisplayDate, moscowTodayIso } from '..';
import { dayNumberOfIso, isoOfDayNumber, isRealIsoDay } from '../dates';

describe('moscowTodayIso', () => {
  it('is the calendar day in Moscow, three hours ahead of UTC', () => {
    expect(moscowTodayIso(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
    expect(moscowTodayIso(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });
});

describe('day arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the days between two dates, whatever the clock change', () => {
    expect(daysBetweenIso('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetweenIso('2026-12-31', '2026-01-01')).toBe(-364);
  });
});

describe('DD.MM.YYYY', () => {
  it('accepts only real calendar dates', () => {
    expect(displayDateToIso('29.02.2024')).toBe('2024-02-29');
    expect(displayDateToIso('29.02.2025')).toBeNull();
    expect(displayDateToIso('2024-02-29')).toBeNull();
    expect(displayDateToIso('01.01.1899')).toBeNull();
  });

  it('round-trips with ISO', () => {
    expect(isoToDisplayDate('2026-06-01')).toBe('01.06.2026');
    expect(displayDateToIso(isoToDisplayDate('2026-06-01'))).toBe('2026-06-01');
  });
});

describe('day numbers', () => {
  it('count whole days from 1970-01-01 (a Thursday) and give the day back', () => {
    expect(dayNumberOfIso('1970-01-01')).toBe(0);
    expect(isoOfDayNumber(dayNumberOfIso('2028-02-29') + 1)).toBe('2028-03-01');
    expect(daysBetweenIso('2026-12-25', '2027-01-08')).toBe(14);
    // 2026-12-07 is a Monday: (day + 4) % 7 counts from Sunday as 0
    expect((dayNumberOfIso('2026-12-07') + 4) % 7).toBe(1);
  });

  it('tell a real calendar day from a shape that is not one', () => {
    expect(isRealIsoDay('2028-02-29')).toBe(true);
    expect(['2027-02-29', '2027-13-01', '2027-1-01', 'завтра', '2027-02-30T00:00'].filter(isRealIsoDay)).toEqual([]);
  });
});
