import { searchLegs, type FlightSearchParams } from 'shared/node';
import { errors } from '../../http/http-error.js';
import type { FlightDomain } from '../flight-domain.js';
import type { Flight } from '../schedule/flight-types.js';
import { buildItinerary, legFollows, MAX_LAYOVER_ONE_STOP_MINUTES, minimumConnectionMinutes, type Itinerary } from '../search/connection-search.js';

const STALE = 'Этот вариант перелёта больше недоступен. Повторите поиск';

/**
 * Rebuilds the trip a result id names (`flight_flight~flight`, a direction per leg) from the schedule and checks it still answers
 * the search, so offers need no search state (any API instance makes them).
 */
export function tripFromResultId(domain: FlightDomain, resultId: string, params: FlightSearchParams, allowAirportChange = true): Itinerary[] {
  const parts = resultId.split('~');
  const airportsOf = (code: string) => {
    const place = domain.reference.resolvePlace(code);
    if (!place) throw errors.validation({ resultId: STALE }, STALE);
    return place.airports.map((a) => a.code);
  };
  const legs = searchLegs(params).map((leg) => ({ from: airportsOf(leg.origin), to: airportsOf(leg.destination), date: leg.date }));
  if (parts.length !== legs.length) throw errors.validation({ resultId: STALE }, STALE);
  const itineraries = parts.map((part, index) => {
    const ids = part.split('_');
    if (ids.length < 1 || ids.length > 3) throw errors.validation({ resultId: STALE }, STALE);
    const flights = ids.map((id) => domain.flights.flightById(id));
    if (flights.some((f) => f === null)) throw errors.validation({ resultId: STALE }, STALE);
    const segments = flights as Flight[];
    const leg = legs[index]!;
    const first = segments[0]!;
    const last = segments[segments.length - 1]!;
    if (!leg.from.includes(first.origin) || !leg.to.includes(last.destination) || first.departureLocal.slice(0, 10) !== leg.date) {
      throw errors.validation({ resultId: STALE }, STALE);
    }
    for (let i = 1; i < segments.length; i += 1) {
      const arrived = segments[i - 1]!;
      const next = segments[i]!;
      const change = arrived.destination !== next.origin;
      const sameCity = domain.reference.cityOfAirport(arrived.destination).code === domain.reference.cityOfAirport(next.origin).code;
      const layover = (next.departureUtc - arrived.arrivalUtc) / 60_000;
      if (
        (change && (!sameCity || !allowAirportChange)) ||
        layover < minimumConnectionMinutes(domain.network, arrived.destination, change) ||
        layover > MAX_LAYOVER_ONE_STOP_MINUTES
      ) {
        throw errors.validation({ resultId: STALE }, STALE);
      }
    }
    return buildItinerary(segments);
  });
  // The search never combines legs that break the rule between them, so neither may an offer.
  for (let i = 1; i < itineraries.length; i += 1) {
    if (!legFollows(itineraries[i - 1]!, itineraries[i]!)) throw errors.validation({ resultId: STALE }, STALE);
  }
  return itineraries;
}
