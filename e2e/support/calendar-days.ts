// The days the journeys search and book, counted from the site's own "today" (Moscow's calendar day,
// shared/src/format/dates.ts), never from a copy of its rule: run under a moved clock
// (`npm run test:days`), the suite, the API and the browser agree on which day it is.
import { addDaysIso, encodeSearchString, isoToDisplayDate, moscowTodayIso } from 'shared/node';

export interface CalendarDay {
  /** YYYY-MM-DD */
  iso: string;
  /** DD.MM.YYYY, as the date fields show it */
  display: string;
  /** DDMM, as the search string writes it */
  ddmm: string;
}

/** The day `days` after today in Moscow. */
export function dateAhead(days: number): CalendarDay {
  const iso = addDaysIso(moscowTodayIso(), days);
  return { iso, display: isoToDisplayDate(iso), ddmm: `${iso.slice(8, 10)}${iso.slice(5, 7)}` };
}

/** One way for one adult, `days` after today in Moscow: 'MOW2512LED1'. */
export function oneWaySearchString(origin: string, destination: string, days: number): string {
  return encodeSearchString({
    origin,
    destination,
    departureDate: dateAhead(days).iso,
    returnDate: null,
    adults: 1,
    children: 0,
    infants: 0,
    isBusiness: false,
  });
}
