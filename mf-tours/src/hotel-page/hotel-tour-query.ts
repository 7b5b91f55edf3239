import { addDaysIso, moscowTodayIso } from 'shared';
import { DEFAULT_TOUR_PARTY, HOTEL_PAGE_QUERY, TOUR_LIMITS, type HotelPageTour, type HotelToursParams } from 'shared/tours';
import { DEFAULT_DEPARTURE_CITY, DEFAULT_NIGHTS, defaultDepartureWindow } from '../common/default-tour';

/** Days either side of the chosen date, and nights either side of the chosen nights, the table also offers. */
const DATE_SPREAD_DAYS = 3;
const NIGHTS_SPREAD = 2;

/**
 * The tour the hotel page was opened for (`hotelPageUrl` in shared writes the same names), or
 * null when the address names none or names one that cannot be (an address is input too).
 */
export function tourFromQuery(query: URLSearchParams): HotelPageTour | null {
  const city = query.get(HOTEL_PAGE_QUERY.city) ?? '';
  const date = query.get(HOTEL_PAGE_QUERY.date) ?? '';
  const nights = Number(query.get(HOTEL_PAGE_QUERY.nights));
  const adults = Number(query.get(HOTEL_PAGE_QUERY.adults) ?? DEFAULT_TOUR_PARTY.adults);
  const childrenText = query.get(HOTEL_PAGE_QUERY.children) ?? '';
  if (!/^[A-Z]{3}$/.test(city) || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return null;
  if (!Number.isInteger(nights) || nights < TOUR_LIMITS.minNights || nights > TOUR_LIMITS.maxNights) return null;
  if (!Number.isInteger(adults) || adults < TOUR_LIMITS.minAdults || adults > TOUR_LIMITS.maxAdults) return null;
  if (childrenText && !/^\d{1,2}(,\d{1,2}){0,3}$/.test(childrenText)) return null;
  const childrenAges = childrenText ? childrenText.split(',').map(Number) : [];
  if (childrenAges.some((age) => age > TOUR_LIMITS.maxChildAge)) return null;
  return { departureCityCode: city, departureDate: date, nights, adults, childrenAges };
}

/** The tours to list: around the chosen tour, or the site's default search when there is none. */
export function hotelToursParams(tour: HotelPageTour | null, today = moscowTodayIso()): HotelToursParams {
  if (!tour) {
    return {
      departureCityCode: DEFAULT_DEPARTURE_CITY,
      ...defaultDepartureWindow(today),
      nightsFrom: DEFAULT_NIGHTS.from,
      nightsTo: DEFAULT_NIGHTS.to,
      adults: DEFAULT_TOUR_PARTY.adults,
      childrenAges: [],
    };
  }
  const tomorrow = addDaysIso(today, 1);
  const from = addDaysIso(tour.departureDate, -DATE_SPREAD_DAYS);
  return {
    departureCityCode: tour.departureCityCode,
    departureDateFrom: from < tomorrow ? tomorrow : from,
    departureDateTo: addDaysIso(tour.departureDate < tomorrow ? tomorrow : tour.departureDate, DATE_SPREAD_DAYS),
    nightsFrom: Math.max(TOUR_LIMITS.minNights, tour.nights - NIGHTS_SPREAD),
    nightsTo: Math.min(TOUR_LIMITS.maxNights, tour.nights + NIGHTS_SPREAD),
    adults: tour.adults,
    childrenAges: [...tour.childrenAges],
  };
}
