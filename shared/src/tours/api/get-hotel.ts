import { apiGet } from 'shared';
import { hotelDetailsSchema } from '../tour-responses';

/** Hotel details for the hotel page (amenity groups with ROOMS first). */
export function getHotel(hotelId: number) {
  return apiGet(`/tours/hotels/${hotelId}`, { schema: hotelDetailsSchema });
}
