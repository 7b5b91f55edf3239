import * as v from 'valibot';
import { bookingContactsSchema, type CreateOrderRequest, type Offer } from 'shared/flights';
import { bookingPassengerIssues, passengerSchema, type Passenger, type PassengerType } from 'shared/passengers';
import { emptyPassenger, formResolver, type PassengerFormValues } from 'shared/passenger-form';

/** The booking form: one passenger per seat of the offer, the contacts, and who to save afterwards. */
export interface BookingFormValues {
  passengers: PassengerFormValues[];
  contacts: { email: string; phone: string };
  /** Per passenger: save to the profile after booking (authorised travellers only). */
  savePassenger: boolean[];
}

/** The same schemas the API runs on POST /flights/orders (shared/src/flights/order-contract.ts). */
export const bookingFormSchema = v.object({ passengers: v.array(passengerSchema), contacts: bookingContactsSchema });

/** Adults first, then children, then infants: the order of the offer's price breakdown. */
export function passengerTypesOf(offer: Pick<Offer, 'passengers'>): PassengerType[] {
  const { adults, children, infants } = offer.passengers;
  return [...Array<PassengerType>(adults).fill('ADULT'), ...Array<PassengerType>(children).fill('CHILD'), ...Array<PassengerType>(infants).fill('INFANTILE')];
}

export function emptyBooking(offer: Pick<Offer, 'passengers' | 'allowedDocumentTypes'>, contacts: BookingFormValues['contacts']): BookingFormValues {
  const types = passengerTypesOf(offer);
  return {
    passengers: types.map((type) => emptyPassenger(type, offer.allowedDocumentTypes)),
    contacts,
    savePassenger: types.map(() => false),
  };
}

/** The form's resolver: the schema, then the rules of this offer (ages on its departure date, allowed documents). */
export function bookingResolver(offer: Offer) {
  return formResolver<BookingFormValues, typeof bookingFormSchema>(bookingFormSchema, (values) => {
    const fields = bookingPassengerIssues(values.passengers as unknown as Passenger[], {
      departureDate: offer.departureDate,
      lastFlightDate: offer.lastFlightDate,
      allowedDocumentTypes: offer.allowedDocumentTypes,
      passengers: offer.passengers,
    });
    // The count rule cannot fail here: the form has exactly the offer's passengers.
    delete fields.passengers;
    return fields;
  });
}

export function createOrderBody(offerId: string, values: Pick<BookingFormValues, 'passengers' | 'contacts'>): CreateOrderRequest {
  return { offerId, passengers: values.passengers as CreateOrderRequest['passengers'], contacts: values.contacts };
}

/** Focus order of the form's fields, for moving to the first invalid one after the API answers. */
export function fieldOrder(values: BookingFormValues): string[] {
  const passengerFields = ['lastName', 'firstName', 'middleName', 'gender', 'birthDate', 'citizenship', 'documentType', 'documentNumber', 'documentExpiryDate'];
  return [...values.passengers.flatMap((_, index) => passengerFields.map((field) => `passengers.${index}.${field}`)), 'contacts.email', 'contacts.phone'];
}
