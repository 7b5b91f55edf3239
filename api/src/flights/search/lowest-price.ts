// The cheapest total a flight search finds, in one place: for one search (price alerts) and for each
// day around it (the price calendar), priced as the results page prices its cheapest fare family.
import { addDaysIso, validateSearchDates, type FlightSearchParams, type PriceCalendarDay } from 'shared/node';
import type { FlightDomain } from '../flight-domain.js';
import { fareFamiliesOf, priceFare } from '../pricing/pricing.js';
import { generatedSeatsOnly, type SeatAvailability } from './seat-store.js';
import { SEARCH_PHASES, TripSearch } from './trip-search.js';

/**
 * The cheapest total for the passengers of every trip the search finds (the cheapest fare family,
 * as the results page shows it), as priced on `todayIso`; null when nothing flies.
 */
export function lowestTotal(
  domain: FlightDomain,
  params: FlightSearchParams,
  seats: SeatAvailability,
  todayIso: string,
  allowAirportChange = false,
): number | null {
  const cheapestFare = fareFamiliesOf(params.isBusiness ? 'business' : 'economy')[0]!;
  const search = new TripSearch(domain.engine, domain.reference, params, seats, todayIso, allowAirportChange);
  let lowest: number | null = null;
  for (const phase of SEARCH_PHASES) {
    for (const trip of search.runPhase(phase)) {
      const total = priceFare(trip.directionBases, cheapestFare, params).total;
      if (lowest === null || total < lowest) lowest = total;
    }
  }
  return lowest;
}

const CALENDAR_SPAN = 3;
const cache = new Map<string, PriceCalendarDay[]>();

/** The search with its dates moved by `shift` days: a round trip keeps its length, a multi-city search moves only leg `leg`. */
function shiftedSearch(params: FlightSearchParams, leg: number, shift: number): FlightSearchParams {
  if (params.legs) {
    const legs = params.legs.map((l, index) => (index === leg ? { ...l, date: addDaysIso(l.date, shift) } : l));
    return { ...params, legs, departureDate: legs[0]!.date };
  }
  return { ...params, departureDate: addDaysIso(params.departureDate, shift), returnDate: params.returnDate ? addDaysIso(params.returnDate, shift) : null };
}

/**
 * The cheapest price of each of ±3 days around the chosen dates; a day putting a leg out of order or out of the horizon has none.
 * "From" prices of the generated inventory: the search itself applies recorded sales.
 */
export function priceCalendar(domain: FlightDomain, params: FlightSearchParams, allowAirportChange: boolean, todayIso: string, leg = 0): PriceCalendarDay[] {
  const key = `${todayIso}|${allowAirportChange}|${leg}|${JSON.stringify(params)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const days: PriceCalendarDay[] = [];
  for (let shift = -CALENDAR_SPAN; shift <= CALENDAR_SPAN; shift += 1) {
    const shifted = shiftedSearch(params, leg, shift);
    const minPrice = validateSearchDates(shifted, todayIso) === null ? lowestTotal(domain, shifted, generatedSeatsOnly, todayIso, allowAirportChange) : null;
    const departureDate = shifted.legs ? shifted.legs[leg]!.date : shifted.departureDate;
    days.push({ departureDate, returnDate: shifted.returnDate, minPrice, selected: shift === 0 });
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, days);
  return days;
}
