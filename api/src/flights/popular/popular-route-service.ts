import { addDaysIso, POPULAR_ROUTES_LIMIT, type PopularRoutes } from 'shared/node';
import type { FlightDomain } from '../flight-domain.js';
import { priceCalendar } from '../search/lowest-price.js';

/** Prices are searched a week ahead (the middle of a ±3-day window: days 7–13). */
const DAYS_AHEAD = 10;

const cache = new Map<string, PopularRoutes>();

/**
 * The most popular non-stop destinations from a city, each at the cheapest one-way adult economy total over days 7–13, from the
 * price calendar the results page shows, so "от N ₽" is what a search finds. Null when the code is no city or airport.
 */
export function popularRoutesFrom(domain: FlightDomain, originCode: string, todayIso: string): PopularRoutes | null {
  const place = domain.reference.resolvePlace(originCode.toUpperCase());
  if (!place) return null;
  const origin = place.city;
  const key = `${todayIso}|${origin.code}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const destinations = new Map<string, { code: string; popularity: number }>();
  for (const airport of domain.reference.airportsOfCity(origin.code)) {
    for (const route of domain.network.from(airport.code)) {
      const city = domain.reference.cityOfAirport(route.destination);
      if (city.code !== origin.code) destinations.set(city.code, { code: city.code, popularity: city.popularity });
    }
  }
  const ranked = [...destinations.values()].sort((a, b) => b.popularity - a.popularity || a.code.localeCompare(b.code));
  const centre = addDaysIso(todayIso, DAYS_AHEAD);
  const items: PopularRoutes['items'] = [];
  for (const destination of ranked) {
    if (items.length >= POPULAR_ROUTES_LIMIT) break;
    const days = priceCalendar(
      domain,
      { origin: origin.code, destination: destination.code, departureDate: centre, returnDate: null, adults: 1, children: 0, infants: 0, isBusiness: false },
      false,
      todayIso,
    );
    let best: { departureDate: string; minPrice: number } | null = null;
    for (const day of days) {
      if (day.minPrice !== null && (best === null || day.minPrice < best.minPrice)) best = { departureDate: day.departureDate, minPrice: day.minPrice };
    }
    if (!best) continue;
    const city = domain.reference.city(destination.code)!;
    items.push({ destination: cityView(domain, city.code), ...best });
  }
  const answer = { origin: cityView(domain, origin.code), items };
  if (cache.size > 200) cache.clear();
  cache.set(key, answer);
  return answer;
}

export function cityView(domain: FlightDomain, cityCode: string) {
  const city = domain.reference.city(cityCode)!;
  return { cityId: city.code, city: city.name, country: domain.reference.country(city.country)?.name ?? city.country };
}
