import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetweenIso, displayDateToIso, isoToDisplayDate, moscowTodayIso } from '..';

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
