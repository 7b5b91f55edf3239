import type { DocumentType, PassengerType } from './passenger-constants';
import { displayDateToIso } from '../format/dates';
import { passengerTypeDisagrees } from './passenger-dates';
import { PASSENGER_MESSAGES as M } from './passenger-messages';
import type { Passenger } from './passenger-schema';

const DEPARTURE_AGE_MESSAGES: Record<PassengerType, string> = { ADULT: M.adultAge, CHILD: M.childAge, INFANTILE: M.infantAge };

/** What the booking of one offer allows (from `GET /flights/offers/{offerId}`). */
export interface BookingContext {
  /** ISO date of the first departure (ages are counted on it). */
  departureDate: string;
  /** ISO date of the last flight (documents must be valid until then). */
  lastFlightDate: string;
  allowedDocumentTypes: readonly DocumentType[];
  passengers: { adults: number; children: number; infants: number };
}

/**
 * One booking's rules over `passengerSchema`: type matches the age on departure, document allowed on the route and valid to the
 * last flight, the list matches the offer's counts. Keys are `passengers.N.field`, as in `error.fields`.
 */
export function bookingPassengerIssues(passengers: readonly Passenger[], context: BookingContext): Record<string, string> {
  const fields: Record<string, string> = {};
  const counts: Record<PassengerType, number> = { ADULT: 0, CHILD: 0, INFANTILE: 0 };
  passengers.forEach((passenger, index) => {
    const at = (field: string) => `passengers.${index}.${field}`;
    counts[passenger.passengerType] += 1;
    // a birth date after today is the schema's (passengerSchema), so only the type is judged here
    if (passengerTypeDisagrees(passenger.passengerType, passenger.birthDate, context.departureDate)) {
      fields[at('birthDate')] = DEPARTURE_AGE_MESSAGES[passenger.passengerType];
    }
    if (!context.allowedDocumentTypes.includes(passenger.documentType)) fields[at('documentType')] = M.documentNotAllowed;
    const expiryIso = passenger.documentExpiryDate ? displayDateToIso(passenger.documentExpiryDate) : null;
    if (expiryIso && expiryIso < context.lastFlightDate) fields[at('documentExpiryDate')] = M.expiredDocument;
  });
  const expected = context.passengers;
  if (counts.ADULT !== expected.adults || counts.CHILD !== expected.children || counts.INFANTILE !== expected.infants) {
    fields.passengers = passengerCountMessage(expected);
  }
  return fields;
}

function passengerCountMessage(expected: BookingContext['passengers']): string {
  return `Нужны данные пассажиров по предложению: взрослых — ${expected.adults}, детей — ${expected.children}, младенцев — ${expected.infants}`;
}
