import { ADULT_MIN_AGE, CHILD_MIN_AGE, type PassengerType } from './passenger-constants';

/** Passenger dates are typed as DD.MM.YYYY (product rules §5); the API stores them as ISO YYYY-MM-DD. */
const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Parses DD.MM.YYYY into ISO YYYY-MM-DD, or null when the text is not a real calendar date. */
export function displayDateToIso(text: string): string | null {
  const match = DISPLAY_DATE.exec(text);
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null;
  if (Number(yyyy) < 1900) return null;
  return `${yyyy}-${mm}-${dd}`;
}

export function isoToDisplayDate(iso: string): string {
  const [yyyy, mm, dd] = iso.slice(0, 10).split('-');
  return `${dd}.${mm}.${yyyy}`;
}

/** Full years between an ISO birth date and an ISO date (both YYYY-MM-DD). */
export function ageOn(birthIso: string, onIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onIso.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** The passenger type a person has on the departure date (adult 12+, child 2–11, infant under 2). */
export function passengerTypeOn(birthIso: string, departureIso: string): PassengerType {
  const age = ageOn(birthIso, departureIso);
  if (age >= ADULT_MIN_AGE) return 'ADULT';
  if (age >= CHILD_MIN_AGE) return 'CHILD';
  return 'INFANTILE';
}
