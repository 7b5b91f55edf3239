import { addDaysIso, searchLegs, type FlightSearchParams } from 'shared/node';
import type { FlightDomain } from '../flight-domain.js';
import { fareFamiliesOf } from '../pricing/fare-families.js';
import { priceFare } from '../pricing/pricing.js';
import type { SeatAvailability } from './seat-availability.js';
import { SEARCH_PHASES, TripSearch } from './trip-search.js';

/** The days whose recorded sales a search reads, every leg's: connections may leave up to two days later. */
export function seatDaysOf(params: FlightSearchParams): string[] {
  return [...new Set(searchLegs(params).flatMap(({ date }) => [date, addDaysIso(date, 1), addDaysIso(date, 2)]))];
}

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
      const total = priceFare(trip.adultBase, cheapestFare, params).total;
      if (lowest === null || total < lowest) lowest = total;
    }
  }
  return lowest;
}
