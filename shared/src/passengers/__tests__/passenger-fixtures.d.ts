import type { DocumentType, Gender } from '../passenger-constants';

/** A valid passenger of passenger-fixtures.js, as the booking form and the API take one. */
interface PassengerFixture {
  readonly passengerType: 'ADULT';
  readonly gender: Gender;
  readonly lastName: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly birthDate: string;
  readonly documentType: DocumentType;
  readonly documentNumber: string;
  readonly documentExpiryDate?: string;
}

export declare const russianAdult: PassengerFixture;
export declare const internationalAdult: PassengerFixture;
