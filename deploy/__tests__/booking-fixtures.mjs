// One adult traveller's booking, as the booking page sends it: the deploy tests book through the API with it.
export const passenger = {
  passengerType: 'ADULT',
  gender: 'm',
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  birthDate: '01.02.1985',
  documentType: 'PASSPORT',
  documentNumber: '4510123456',
};
/** @param {string} offerId @param {string} email */
export const bookingBody = (offerId, email) => ({ offerId, passengers: [passenger], contacts: { email, phone: '+7 916 123-45-67' } });
