import { apiPut } from 'shared';
import { savedPassengerSchema } from '../../flights/order-contract';
import type { PassengerInput } from '../passenger-schema';

/** PUT /profile/passengers/{passengerUuid}: replaces every field of a saved passenger. */
export function updateSavedPassenger(passengerUuid: string, body: PassengerInput) {
  return apiPut(`/profile/passengers/${encodeURIComponent(passengerUuid)}`, { body, schema: savedPassengerSchema });
}
