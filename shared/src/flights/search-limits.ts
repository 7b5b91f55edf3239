/** Passenger and date limits of a flight search (product rules §D, #d-search-limits: ours, the rules give none). */
export const MAX_SEATED_PASSENGERS = 9;
/** Schedules exist for today and the next 364 days. */
export const SEARCH_HORIZON_DAYS = 365;
export const DEFAULT_SEARCH_PASSENGERS = { adults: 1, children: 0, infants: 0, isBusiness: false } as const;
