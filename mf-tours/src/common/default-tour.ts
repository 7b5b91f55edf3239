import { addDaysIso, moscowTodayIso } from 'shared';

/**
 * What the tour pages assume when the address does not say: from Moscow, departing in a week within a week's window, 7–10 nights
 * (as on Level.travel); the party defaults are shared's DEFAULT_TOUR_PARTY.
 */
export const DEFAULT_DEPARTURE_CITY = 'MOW';
export const DEFAULT_DAYS_AHEAD = 7;
export const DEFAULT_WINDOW_DAYS = 6;
export const DEFAULT_NIGHTS = { from: 7, to: 10 } as const;

export function defaultDepartureWindow(today = moscowTodayIso()): { departureDateFrom: string; departureDateTo: string } {
  const departureDateFrom = addDaysIso(today, DEFAULT_DAYS_AHEAD);
  return { departureDateFrom, departureDateTo: addDaysIso(departureDateFrom, DEFAULT_WINDOW_DAYS) };
}
