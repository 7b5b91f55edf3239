/**
 * The hotel page's address with the tour it was opened for: the API builds wishlist URLs with
 * it and the hotel page reads the same query names back (route `toursHotel` of the route table).
 */
export interface HotelPageTour {
  departureCityCode: string;
  departureDate: string;
  nights: number;
  adults: number;
  childrenAges: readonly number[];
}

export const HOTEL_PAGE_QUERY = { city: 'from', date: 'date', nights: 'nights', adults: 'adults', children: 'children' } as const;

export function hotelPageUrl(hotelId: number, tour?: HotelPageTour): string {
  const path = `/tours/hotels/${hotelId}`;
  if (!tour) return path;
  const query = new URLSearchParams({
    [HOTEL_PAGE_QUERY.city]: tour.departureCityCode,
    [HOTEL_PAGE_QUERY.date]: tour.departureDate,
    [HOTEL_PAGE_QUERY.nights]: String(tour.nights),
    [HOTEL_PAGE_QUERY.adults]: String(tour.adults),
  });
  if (tour.childrenAges.length) query.set(HOTEL_PAGE_QUERY.children, tour.childrenAges.join(','));
  return `${path}?${query.toString()}`;
}

/** The tour search page opened on a country or resort. */
export function tourSearchUrl(destination: { type: 'country' | 'resort'; id: number }): string {
  return `/tours?destination=${destination.type}-${destination.id}`;
}
