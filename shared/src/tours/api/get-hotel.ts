import { apiGet } from 'shared';
import { hotelDetailsSchema } from '../tour-responses';

const hotelPath = (hotelId: number) => `/tours/hotels/${hotelId}`;

/** Hotel details for the hotel page (amenity groups with ROOMS first). */
export function getHotel(hotelId: number) {
  return apiGet(hotelPath(hotelId), { schema: hotelDetailsSchema });
}
