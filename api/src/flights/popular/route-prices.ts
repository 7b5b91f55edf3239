import { addDaysIso, ROUTE_PRICE_DAYS, validateSearchDates, type FlightSearchParams, type RoutePrices } from 'shared/node';
import type { FlightDomain } from '../flight-domain.js';
import { lowestTotal } from '../search/lowest-price.js';
import { generatedSeatsOnly } from '../search/seat-store.js';
import { cityView } from './popular-route-service.js';

/** Thrown for a route whose two ends are one city: a client mistake, answered 400. */
export class SameCityRoute extends Error {}

const cache = new Map<string, RoutePrices>();

/**
 * A route page's calendar: the cheapest one-way adult economy total on each of the next `ROUTE_PRICE_DAYS` days, priced as the
 * price calendar ("от" prices), null on a day nothing flies or a search would refuse. Null when a code is no city or airport.
 */
export function routePrices(domain: FlightDomain, originCode: string, destinationCode: string, todayIso: string): RoutePrices | null {
  const origin = domain.reference.resolvePlace(originCode.toUpperCase())?.city;
  const destination = domain.reference.resolvePlace(destinationCode.toUpperCase())?.city;
  if (!origin || !destination) return null;
  if (origin.code === destination.code) throw new SameCityRoute(`Город вылета и город прилёта совпадают: ${origin.name}`);
  const key = `${todayIso}|${origin.code}|${destination.code}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const days: RoutePrices['days'] = [];
  for (let offset = 0; offset < ROUTE_PRICE_DAYS; offset += 1) {
    const date = addDaysIso(todayIso, offset);
    const params: FlightSearchParams = {
      origin: origin.code,
      destination: destination.code,
      departureDate: date,
      returnDate: null,
      adults: 1,
      children: 0,
      infants: 0,
      isBusiness: false,
    };
    const minPrice = validateSearchDates(params, todayIso) === null ? lowestTotal(domain, params, generatedSeatsOnly, todayIso) : null;
    days.push({ date, minPrice });
  }
  const answer = { origin: cityView(domain, origin.code), destination: cityView(domain, destination.code), days };
  if (cache.size > 500) cache.clear();
  cache.set(key, answer);
  return answer;
}
