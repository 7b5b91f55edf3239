import { apiGet, earlyGetAnswer } from 'shared';
import { hotelDetailsSchema, type HotelDetails } from '../tour-responses';

const hotelPath = (hotelId: number) => `/tours/hotels/${hotelId}`;

/** Hotel details for the hotel page (amenity groups with ROOMS first). */
export function getHotel(hotelId: number) {
  return apiGet(hotelPath(hotelId), { schema: hotelDetailsSchema });
}

/** The hotel when the early script already has it (a first visit's hotel page), once; else undefined. */
export function earlyHotel(hotelId: number): HotelDetails | undefined {
  return earlyGetAnswer(hotelPath(hotelId), hotelDetailsSchema);
}
