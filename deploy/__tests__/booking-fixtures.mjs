// One adult traveller's booking, as the booking page sends it: the deploy tests book through the API with it.
import { russianAdult } from '../../shared/src/passengers/__tests__/passenger-fixtures.js';

/** @param {string} offerId @param {string} email */
export const bookingBody = (offerId, email) => ({ offerId, passengers: [russianAdult], contacts: { email, phone: '+7 916 123-45-67' } });
