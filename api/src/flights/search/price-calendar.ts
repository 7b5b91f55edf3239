import { addDaysIso, validateSearchDates, type FlightSearchParams } from 'shared/node';
import type { FlightDomain } from '../flight-domain.js';
import { lowestTotal } from './lowest-price.js';
import { generatedSeatsOnly } from './seat-availability.js';

export interface CalendarDay {
  departureDate: string;
  returnDate: string | null;
  /** Cheapest total for the passengers, roubles; null when nothing flies or the day is out of range. */
  minPrice: number | null;
  selected: boolean;
}

const CALENDAR_SPAN = 3;
const cache = new Map<string, CalendarDay[]>();

/**
 * The cheapest price for each of ±3 days around the chosen dates (a round trip keeps its
 * length). Prices come from the generated inventory, so they are "from" prices; the search
 * itself applies recorded sales.
 */
export function priceCalendar(domain: FlightDomain, params: FlightSearchParams, allowAirportChange: boolean, todayIso: string): CalendarDay[] {
  const key = `${todayIso}|${allowAirportChange}|${JSON.stringify(params)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const days: CalendarDay[] = [];
  for (let shift = -CALENDAR_SPAN; shift <= CALENDAR_SPAN; shift += 1) {
    const departureDate = addDaysIso(params.departureDate, shift);
    const returnDate = params.returnDate ? addDaysIso(params.returnDate, shift) : null;
    const shifted = { ...params, departureDate, returnDate };
    const minPrice = validateSearchDates(shifted, todayIso) === null ? lowestTotal(domain, shifted, generatedSeatsOnly, todayIso, allowAirportChange) : null;
    days.push({ departureDate, returnDate, minPrice, selected: shift === 0 });
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, days);
  return days;
}
