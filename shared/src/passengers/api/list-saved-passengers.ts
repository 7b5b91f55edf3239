import { apiGet } from 'shared';
import { savedPassengersSchema } from '../../flights/order-contract';

/** GET /profile/passengers: the signed-in user's saved passengers. */
export function listSavedPassengers(signal?: AbortSignal) {
  return apiGet('/profile/passengers', { schema: savedPassengersSchema, signal });
}
