import { addDaysIso, moscowTodayIso } from 'shared';

/**
 * What the tour pages assume when the address does not say: from Moscow, departing in a week
 * within a week's window, 7–10 nights (what most people search first, as on Level.travel).
 * The party defaults (1 adult, no children) are the product's: DEFAULT_TOUR_PARTY in shared.
 */
export const DEFAULT_DEPARTURE_CITY = 'MOW';
export const DEFAULT_DAYS_AHEAD = 7;
export const DEFAULT_WINDOW_DAYS = 6;
export const DEFAULT_NIGHTS = { from: 7, to: 10 } as const;

export function defaultDepartureWindow(today = moscowTodayIso()): { departureDateFrom: string; departureDateTo: string } {
  const departureDateFrom = addDaysIso(today, DEFAULT_DAYS_AHEAD);
  return { departureDateFrom, departureDateTo: addDaysIso(departureDateFrom, DEFAULT_WINDOW_DAYS) };
}
