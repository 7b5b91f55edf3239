import { apiPost } from 'shared';
import { savedPassengerSchema } from '../../flights/order-contract';
import type { PassengerInput } from '../passenger-schema';

/** POST /profile/passengers: the same fields as the booking form. */
export function createSavedPassenger(body: PassengerInput) {
  return apiPost('/profile/passengers', { body, schema: savedPassengerSchema });
}
