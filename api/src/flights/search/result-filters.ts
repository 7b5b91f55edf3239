import type { SearchSort } from 'shared/node';
import { fareFamiliesOf } from '../pricing/fare-families.js';
import { priceFare, type PassengerCounts } from '../pricing/pricing.js';
import type { Cabin } from '../schedule/flight-types.js';
import type { TripResult } from './trip-search.js';

/** Filters of the results list (all optional; times are local 'HH:mm' at the airport). */
export interface ResultFilters {
  stops?: number[];
  /** Every flight of the trip is by one of these carriers. */
  airlines?: string[];
  departureFrom?: string;
  departureTo?: string;
  arrivalFrom?: string;
  arrivalTo?: string;
  returnDepartureFrom?: string;
  returnDepartureTo?: string;
  /** Price with a fare that includes checked baggage (and only trips that have one). */
  baggage?: boolean;
  /** Longest travel time of any direction, minutes. */
  maxDurationMinutes?: number;
  originAirports?: string[];
  destinationAirports?: string[];
  priceMin?: number;
  priceMax?: number;
}

export interface Facets {
  airlines: { code: string; minPrice: number }[];
  stops: { stops: number; minPrice: number }[];
  price: { min: number; max: number } | null;
  durationMinutes: { min: number; max: number } | null;
  originAirports: string[];
  destinationAirports: string[];
}

const hhmmOf = (local: string) => local.slice(11, 16);
const within = (value: string, from?: string, to?: string) => (!from || value >= from) && (!to || value <= to);

/** The total the list shows for a trip: the cheapest fare, or the cheapest with baggage. */
export function effectivePrice(trip: TripResult, cabin: Cabin, passengers: PassengerCounts, baggage: boolean): number | null {
  const fares = fareFamiliesOf(cabin).filter((fare) => !baggage || fare.conditions.checkedBag !== null);
  const fare = fares[0];
  return fare ? priceFare(trip.adultBase, fare, passengers).total : null;
}

export function applyFilters(
  trips: readonly TripResult[],
  filters: ResultFilters,
  cabin: Cabin,
  passengers: PassengerCounts,
): { trip: TripResult; price: number }[] {
  const out: { trip: TripResult; price: number }[] = [];
  for (const trip of trips) {
    const price = effectivePrice(trip, cabin, passengers, filters.baggage === true);
    if (price === null) continue;
    if (filters.stops && !filters.stops.includes(trip.stops)) continue;
    if (filters.airlines && !trip.carriers.every((c) => filters.airlines!.includes(c))) continue;
    const [out1, back] = trip.directions;
    const firstOut = out1!.segments[0]!;
    const lastOut = out1!.segments[out1!.segments.length - 1]!;
    if (!within(hhmmOf(firstOut.departureLocal), filters.departureFrom, filters.departureTo)) continue;
    if (!within(hhmmOf(lastOut.arrivalLocal), filters.arrivalFrom, filters.arrivalTo)) continue;
    if (back && !within(hhmmOf(back.segments[0]!.departureLocal), filters.returnDepartureFrom, filters.returnDepartureTo)) continue;
    if (filters.maxDurationMinutes && trip.directions.some((d) => d.durationMinutes > filters.maxDurationMinutes!)) continue;
    if (filters.originAirports && !filters.originAirports.includes(firstOut.origin)) continue;
    if (filters.destinationAirports && !filters.destinationAirports.includes(lastOut.destination)) continue;
    if (filters.priceMin !== undefined && price < filters.priceMin) continue;
    if (filters.priceMax !== undefined && price > filters.priceMax) continue;
    out.push({ trip, price });
  }
  return out;
}

/** cheapest: price; fastest: travel time; best: price and time together, fewer stops first on ties. */
export function sortResults(items: { trip: TripResult; price: number }[], sort: SearchSort): { trip: TripResult; price: number }[] {
  const sorted = [...items];
  if (sort === 'cheapest') sorted.sort((a, b) => a.price - b.price || a.trip.durationMinutes - b.trip.durationMinutes);
  else if (sort === 'fastest') sorted.sort((a, b) => a.trip.durationMinutes - b.trip.durationMinutes || a.price - b.price);
  else {
    const minPrice = Math.min(...items.map((i) => i.price));
    const minDuration = Math.min(...items.map((i) => i.trip.durationMinutes));
    const score = (i: { trip: TripResult; price: number }) => i.price / minPrice + (0.8 * i.trip.durationMinutes) / minDuration + 0.1 * i.trip.stops;
    sorted.sort((a, b) => score(a) - score(b) || a.price - b.price);
  }
  return sorted;
}

/** What the filter panel offers, computed over all results (before filtering). */
export function facetsOf(trips: readonly TripResult[], cabin: Cabin, passengers: PassengerCounts): Facets {
  const airlines = new Map<string, number>();
  const stops = new Map<number, number>();
  const origins = new Set<string>();
  const destinations = new Set<string>();
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  let minDuration = Infinity;
  let maxDuration = -Infinity;
  for (const trip of trips) {
    const price = effectivePrice(trip, cabin, passengers, false) ?? 0;
    for (const carrier of trip.carriers) airlines.set(carrier, Math.min(airlines.get(carrier) ?? Infinity, price));
    stops.set(trip.stops, Math.min(stops.get(trip.stops) ?? Infinity, price));
    const out = trip.directions[0]!;
    origins.add(out.segments[0]!.origin);
    destinations.add(out.segments[out.segments.length - 1]!.destination);
    minPrice = Math.min(minPrice, price);
    maxPrice = Math.max(maxPrice, price);
    for (const direction of trip.directions) {
      minDuration = Math.min(minDuration, direction.durationMinutes);
      maxDuration = Math.max(maxDuration, direction.durationMinutes);
    }
  }
  return {
    airlines: [...airlines].map(([code, min]) => ({ code, minPrice: min })).sort((a, b) => a.minPrice - b.minPrice),
    stops: [...stops].map(([count, min]) => ({ stops: count, minPrice: min })).sort((a, b) => a.stops - b.stops),
    price: trips.length ? { min: minPrice, max: maxPrice } : null,
    durationMinutes: trips.length ? { min: minDuration, max: maxDuration } : null,
    originAirports: [...origins].sort(),
    destinationAirports: [...destinations].sort(),
  };
}
