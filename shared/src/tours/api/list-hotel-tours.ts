import { apiGet } from 'shared';
import type { HotelToursParams } from '../tour-requests';
import { hotelToursSchema } from '../tour-responses';

/** Every tour of one hotel for the given parameters, cheapest first (the hotel page's table). */
export function listHotelTours(hotelId: number, params: HotelToursParams) {
  const { childrenAges, ...rest } = params;
  return apiGet(`/tours/hotels/${hotelId}/tours`, { query: { ...rest, childrenAges: childrenAges.join(',') }, schema: hotelToursSchema });
}
