import type { ReferenceData } from '../reference/reference-data.js';
import { localToUtcMs, utcMsToLocal } from '../reference/time-zones.js';
import { aircraftFor } from './aircraft.js';
import type { Flight } from './flight-types.js';
import type { Route, RouteNetwork } from './route-network.js';
import { hash01, hashInt, weightedPick } from './seeded-random.js';

const FIRST_DEPARTURE_MIN = 6 * 60;
const LAST_DEPARTURE_MIN = 23 * 60 + 30;
const CRUISE_KMH = 800;
const TAXI_MINUTES = 30;
/** Days of flights kept in memory per process (origin × day lists). */
const CACHE_LIMIT = 20_000;

const FLIGHT_ID = /^([A-Z0-9]{2})(\d{1,4})-([A-Z]{3})([A-Z]{3})-(\d{4})(\d{2})(\d{2})$/;

function weekdayOf(isoDay: string): number {
  return new Date(`${isoDay}T00:00:00Z`).getUTCDay();
}

/**
 * Flights of any day, generated from the route network with a seeded hash: a weekly pattern
 * per route (the same weekday has the same departures), local departure times from 06:00 to
 * 23:30, durations from the great-circle distance. Lists are built per (airport, day) on first
 * use and cached, which is what the search engine reads.
 */
export class FlightGenerator {
  private readonly cache = new Map<string, Flight[]>();

  constructor(
    private readonly reference: ReferenceData,
    readonly network: RouteNetwork,
  ) {}

  /** Every departure from `airport` on local day `isoDay`, sorted by departure time. */
  departures(airport: string, isoDay: string): readonly Flight[] {
    const key = airport + isoDay;
    let flights = this.cache.get(key);
    if (!flights) {
      flights = this.network.from(airport).flatMap((route) => this.routeFlights(route, isoDay));
      flights.sort((a, b) => a.departureUtc - b.departureUtc);
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, flights);
    }
    return flights;
  }

  /** Departures from `airport` on `isoDay` to `destination` only. */
  departuresTo(airport: string, destination: string, isoDay: string): Flight[] {
    return this.departures(airport, isoDay).filter((f) => f.destination === destination);
  }

  /** Rebuilds a flight from its id (offers and orders keep only ids); null if no such flight. */
  flightById(id: string): Flight | null {
    const match = FLIGHT_ID.exec(id);
    if (!match) return null;
    const [, , , origin = '', , y, m, d] = match;
    return this.departures(origin, `${y}-${m}-${d}`).find((f) => f.id === id) ?? null;
  }

  private routeFlights(route: Route, isoDay: string): Flight[] {
    const routeKey = route.origin + route.destination;
    const weekday = weekdayOf(isoDay);
    const daily = Math.floor(route.weeklyFlights / 7);
    const extra = route.weeklyFlights % 7;
    // Which weekdays get the extra departure: the `extra` lowest-rolled weekdays.
    const extraDays = [0, 1, 2, 3, 4, 5, 6]
      .sort((a, b) => hash01('extra', routeKey, a) - hash01('extra', routeKey, b))
      .slice(0, extra);
    const slots = daily + (extraDays.includes(weekday) ? 1 : 0);
    const totalSlots = daily + (extra > 0 ? 1 : 0);
    const origin = this.reference.cityOfAirport(route.origin);
    const destination = this.reference.cityOfAirport(route.destination);
    const flights: Flight[] = [];
    const span = LAST_DEPARTURE_MIN - FIRST_DEPARTURE_MIN;
    for (let slot = 0; slot < slots; slot += 1) {
      const spread = (slot + hash01('time', routeKey, slot)) / Math.max(1, totalSlots);
      const departureMinute = FIRST_DEPARTURE_MIN + Math.round((spread * span) / 5) * 5;
      const carrier = weightedPick(route.carriers, (a) => a.weight, hash01('who', routeKey, slot));
      const number = String(hashInt(100, 9899, 'number', carrier.code, routeKey, slot));
      const durationMinutes =
        Math.round(((route.distanceKm / CRUISE_KMH) * 60 + TAXI_MINUTES + hash01('dur', routeKey) * 15) / 5) * 5;
      const departureUtc = localToUtcMs(origin.timeZone, isoDay, departureMinute);
      const arrivalUtc = departureUtc + durationMinutes * 60_000;
      const aircraft = aircraftFor(carrier.code, route.distanceKm, routeKey);
      const id = `${carrier.code}${number}-${routeKey}-${isoDay.replace(/-/g, '')}`;
      const loadE = 0.25 + 0.7 * hash01('loadE', id);
      const loadC = 0.2 + 0.7 * hash01('loadC', id);
      flights.push({
        id,
        carrier: carrier.code,
        flightNumber: `${carrier.code} ${number}`,
        origin: route.origin,
        destination: route.destination,
        departureLocal: utcMsToLocal(origin.timeZone, departureUtc),
        arrivalLocal: utcMsToLocal(destination.timeZone, arrivalUtc),
        departureUtc,
        arrivalUtc,
        durationMinutes,
        distanceKm: route.distanceKm,
        aircraft: aircraft.name,
        capacity: { economy: aircraft.economySeats, business: aircraft.businessSeats },
        seatsLeftBase: {
          economy: Math.max(0, Math.round(aircraft.economySeats * (1 - loadE))),
          business: Math.max(0, Math.round(aircraft.businessSeats * (1 - loadC))),
        },
      });
    }
    return flights;
  }
}
