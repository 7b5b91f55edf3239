import type { FlightSearchParams } from 'shared/node';
import { errors } from '../../http/http-error.js';
import type { FlightDomain } from '../flight-domain.js';
import type { Flight } from '../schedule/flight-types.js';
import { MAX_LAYOVER_ONE_STOP_MINUTES, minimumConnectionMinutes } from '../search/connection-rules.js';
import { buildItinerary, type Itinerary } from '../search/itinerary.js';

const STALE = 'Этот вариант перелёта больше недоступен. Повторите поиск';

/**
 * Rebuilds the trip a result id names (`flight_flight~flight`) from the schedule and checks it
 * still is a valid answer to the search: right places and dates, connections that work.
 * Offers are made from ids, so no search state is needed (any API instance can do it).
 */
export function tripFromResultId(domain: FlightDomain, resultId: string, params: FlightSearchParams, allowAirportChange = true): Itinerary[] {
  const parts = resultId.split('~');
  const expectedDirections = params.returnDate ? 2 : 1;
  if (parts.length !== expectedDirections) throw errors.validation({ resultId: STALE }, STALE);
  const places = [params.origin, params.destination].map((code) => domain.reference.resolvePlace(code));
  if (!places[0] || !places[1]) throw errors.validation({ resultId: STALE }, STALE);
  const origin = places[0].airports.map((a) => a.code);
  const destination = places[1].airports.map((a) => a.code);
  const legs = [
    { from: origin, to: destination, date: params.departureDate },
    ...(params.returnDate ? [{ from: destination, to: origin, date: params.returnDate }] : []),
  ];
  return parts.map((part, index) => {
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
}
