import { apiGet } from 'shared';
import { destinationSchema } from '../tour-responses';

/** The destination of a hotel (product rules §7: the caller caches it per id). */
export function getHotelDestination(hotelId: number) {
  return apiGet(`/tours/destinations/hotels/${hotelId}`, { schema: destinationSchema });
}
