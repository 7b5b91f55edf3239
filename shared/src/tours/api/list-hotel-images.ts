import { apiGet } from 'shared';
import { hotelImagesSchema } from '../tour-responses';

/** The hotel's images, main one first; each URL is a path relative to the API base. */
export function listHotelImages(hotelId: number) {
  return apiGet(`/tours/hotels/${hotelId}/images`, { schema: hotelImagesSchema });
}
