import { apiGet } from 'shared';
import { destinationSchema } from '../tour-responses';

/** The destination of a resort (product rules §7: the caller caches it per id). */
export function getResortDestination(resortId: number) {
  return apiGet(`/tours/destinations/resorts/${resortId}`, { schema: destinationSchema });
}
