import { useApiResource } from 'shared/resource-page';
import { getHotel, listHotelTours, type HotelDetails, type HotelToursParams, type TourOption } from 'shared/tours';
import { TOURS_FAILURE_WORDING } from '../common/tours-texts';

/** Hotel details (amenity groups with ROOMS first, facts, images…); a null id loads nothing. */
export function useHotel(hotelId: number | null) {
  return useApiResource<HotelDetails>(hotelId === null ? null : String(hotelId), () => getHotel(hotelId!), {
    wording: TOURS_FAILURE_WORDING,
  });
}

/** The hotel's tours for the page's parameters, cheapest first. */
export function useHotelTours(hotelId: number | null, params: HotelToursParams) {
  const key = hotelId === null ? null : `${hotelId}:${JSON.stringify(params)}`;
  return useApiResource<{ total: number; items: TourOption[] }>(key, () => listHotelTours(hotelId!, params), { wording: TOURS_FAILURE_WORDING });
}
