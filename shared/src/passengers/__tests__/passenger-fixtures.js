/**
 * Valid passengers for tests (the shared schema tests and the API tests, via the test-only
 * `shared/testing/passengers` export). Tests derive invalid ones by overriding a field.
 * Plain JavaScript (typed by passenger-fixtures.d.ts) so the deploy tests, plain Node, import it too.
 */

/** A Russian citizen on the internal passport: Cyrillic names, middle name required. */
export const russianAdult = {
  passengerType: 'ADULT',
  gender: 'm',
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  birthDate: '01.02.1985',
  documentType: 'PASSPORT',
  documentNumber: '4510123456',
};

/** A traveller on the international passport: Latin names, no middle name, an expiry date. */
export const internationalAdult = {
  passengerType: 'ADULT',
  gender: 'f',
  lastName: 'Petrova',
  firstName: 'Anna',
  middleName: '',
  birthDate: '15.07.1990',
  documentType: 'INT_PASSPORT',
  documentNumber: '751234567',
  documentExpiryDate: '01.01.2035',
};
