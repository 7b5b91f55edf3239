import { displayDateToIso } from '../format/dates';
import { ADULT_MIN_AGE, CHILD_MIN_AGE, type PassengerType } from './passenger-constants';

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

/** True when a typed birth date gives another type than `type` on that day; an unreadable date is the schema's to report. */
export function passengerTypeDisagrees(type: PassengerType, birthDate: string, onIso: string): boolean {
  const birthIso = displayDateToIso(birthDate);
  return birthIso !== null && birthIso <= onIso && passengerTypeOn(birthIso, onIso) !== type;
}
