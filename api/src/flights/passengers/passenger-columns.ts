import { displayDateToIso, isoToDisplayDate, type Passenger } from 'shared/node';

/**
 * The passenger columns that saved passengers and order passengers share: one mapping between the
 * booking form's fields (dates DD.MM.YYYY) and the tables (SQL dates), so both stay in step.
 */
export interface PassengerColumns {
  passenger_type: Passenger['passengerType'];
  gender: Passenger['gender'];
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: string;
  citizenship: string;
  document_type: Passenger['documentType'];
  document_number: string;
  document_expiry: string | null;
}

/** Column list for SELECT, dates read back as ISO text. */
export const PASSENGER_SELECT_COLUMNS = `passenger_type, gender, last_name, first_name, middle_name, birth_date::text AS birth_date,
  citizenship, document_type, document_number, document_expiry::text AS document_expiry`;

/** Values in column order: passenger_type … document_expiry (dates as ISO text). */
export function passengerColumnValues(p: Passenger): Array<string | null> {
  return [
    p.passengerType,
    p.gender,
    p.lastName,
    p.firstName,
    p.middleName,
    displayDateToIso(p.birthDate),
    p.citizenship,
    p.documentType,
    p.documentNumber,
    p.documentExpiryDate ? displayDateToIso(p.documentExpiryDate) : null,
  ];
}

/** The fields of the booking form, from the columns. */
export function passengerFromColumns(row: PassengerColumns) {
  return {
    passengerType: row.passenger_type,
    gender: row.gender,
    lastName: row.last_name,
    firstName: row.first_name,
    middleName: row.middle_name,
    birthDate: isoToDisplayDate(row.birth_date),
    citizenship: row.citizenship,
    documentType: row.document_type,
    documentNumber: row.document_number,
    documentExpiryDate: row.document_expiry ? isoToDisplayDate(row.document_expiry) : '',
  };
}
