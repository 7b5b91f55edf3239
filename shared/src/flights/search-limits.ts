/** Passenger and date limits of a flight search (product rules §D, #d-search-limits: ours, the rules give none). */
export const MAX_SEATED_PASSENGERS = 9;
/** Schedules exist for today and the next 364 days. */
export const SEARCH_HORIZON_DAYS = 365;
export const DEFAULT_SEARCH_PASSENGERS = { adults: 1, children: 0, infants: 0, isBusiness: false } as const;
/** A multi-city search («Сложный маршрут») has 2 to 6 legs (product rules §D, the search string). */
export const MIN_TRIP_LEGS = 2;
export const MAX_TRIP_LEGS = 6;
/**
 * Between two legs of a trip the next leaves at least this long after the last one lands, or on a
 * later day (product rules §D, flight search).
 */
export const MIN_LEG_CONNECTION_MINUTES = 120;
