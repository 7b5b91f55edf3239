import type { ReferenceData } from '../reference/reference-data.js';
import { addDaysIso, dayNumberOfIso } from 'shared/node';
import { offsetMinutesOnDay } from '../reference/time-zones.js';
import { aircraftFor } from './aircraft.js';
import type { Cabin, Flight } from './flight-types.js';
import type { Route, RouteNetwork } from './route-network.js';
import { hash01, hashInt, mix01, weightedPick } from './schedule-random.js';

const FIRST_DEPARTURE_MIN = 6 * 60;
const LAST_DEPARTURE_MIN = 23 * 60 + 30;
const CRUISE_KMH = 800;
const TAXI_MINUTES = 30;
/** (route, day) flight lists kept per process: the last few hundred searches' working set, bounded against made-up searches (api/README.md, "Measured"). */
export const ROUTE_DAYS_KEPT = 20_000;

const FLIGHT_ID = /^([A-Z0-9]{2})(\d{1,4})-([A-Z]{3})([A-Z]{3})-(\d{4})(\d{2})(\d{2})$/;

/** One weekly departure of a route: everything about a flight except its date. */
interface FlightTemplate {
  serial: number;
  routeKey: string;
  origin: string;
  destination: string;
  carrier: string;
  number: string;
  departureMinute: number;
  durationMinutes: number;
  distanceKm: number;
  aircraft: string;
  capacity: Record<Cabin, number>;
  /** Bit w set: operates on weekday w (0 = Sunday). */
  weekdays: number;
  originZone: string;
  destinationZone: string;
}

const NO_FLIGHTS: readonly Flight[] = [];
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const hhmm = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
const shiftedDays = new Map<string, string>();
function shiftDay(isoDay: string, days: number): string {
  const key = isoDay + days;
  let value = shiftedDays.get(key);
  if (!value) {
    value = addDaysIso(isoDay, days);
    if (shiftedDays.size > 5000) shiftedDays.clear(); // days come from client searches: bounded
    shiftedDays.set(key, value);
  }
  return value;
}

/**
 * Flights of any day from the route network and a seeded hash: a weekly pattern per route, local departures 06:00–23:30,
 * durations from the great-circle distance. Templates built once per process, a day's departures on first use, cached.
 */
export class FlightGenerator {
  private readonly templatesByRoute = new Map<string, FlightTemplate[]>();
  private readonly routeKeysFrom = new Map<string, string[]>();
  private readonly cache = new Map<string, Flight[]>();

  constructor(
    private readonly reference: ReferenceData,
    readonly network: RouteNetwork,
  ) {
    let serial = 0;
    for (const airport of reference.airports) {
      const keys: string[] = [];
      for (const route of network.from(airport.code)) {
        const templates = this.routeTemplates(route, () => serial++);
        templates.sort((a, b) => a.departureMinute - b.departureMinute);
        this.templatesByRoute.set(route.origin + route.destination, templates);
        keys.push(route.origin + route.destination);
      }
      this.routeKeysFrom.set(airport.code, keys);
    }
  }

  /** How many (route, day) flight lists this process keeps now; never above ROUTE_DAYS_KEPT. */
  get routeDaysKept(): number {
    return this.cache.size;
  }

  /** Every departure from `airport` on local day `isoDay` (grouped by destination). */
  departures(airport: string, isoDay: string): readonly Flight[] {
    const all: Flight[] = [];
    for (const key of this.routeKeysFrom.get(airport) ?? []) {
      const flights = this.routeDay(key, isoDay);
      for (const flight of flights) all.push(flight);
    }
    return all;
  }

  /** Departures from `airport` on `isoDay` to `destination`, sorted by departure time. */
  departuresTo(airport: string, isoDay: string, destination: string): readonly Flight[] {
    return this.routeDay(airport + destination, isoDay);
  }

  /** Rebuilds a flight from its id (offers and orders keep only ids); null if no such flight. */
  flightById(id: string): Flight | null {
    const match = FLIGHT_ID.exec(id);
    if (!match) return null;
    const [, , , origin = '', destination = '', y, m, d] = match;
    return this.departuresTo(origin, `${y}-${m}-${d}`, destination).find((f) => f.id === id) ?? null;
  }

  /** One route's flights of one day, built on first use: a search touches only the routes it needs. */
  private routeDay(routeKey: string, isoDay: string): readonly Flight[] {
    const templates = this.templatesByRoute.get(routeKey);
    if (!templates) return NO_FLIGHTS;
    const key = routeKey + isoDay;
    let flights = this.cache.get(key);
    if (!flights) {
      flights = this.instantiate(templates, isoDay);
      if (this.cache.size >= ROUTE_DAYS_KEPT) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, flights);
    }
    return flights;
  }

  private instantiate(templates: readonly FlightTemplate[], isoDay: string): Flight[] {
    const dayNumber = dayNumberOfIso(isoDay);
    const dayStart = dayNumber * 86_400_000;
    if (Number.isNaN(dayStart)) return [];
    // day 0, 1970-01-01, was a Thursday
    const weekdayBit = 1 << ((dayNumber + 4) % 7);
    const compactDay = isoDay.replace(/-/g, '');
    const flights: Flight[] = [];
    // One route: every template shares the two zones, so their offsets are looked up once.
    const first = templates[0];
    if (!first) return flights;
    const originOffset = offsetMinutesOnDay(first.originZone, isoDay);
    const destinationOffset = offsetMinutesOnDay(first.destinationZone, isoDay);
    for (const t of templates) {
      if ((t.weekdays & weekdayBit) === 0) continue;
      const departureUtc = dayStart + (t.departureMinute - originOffset) * 60_000;
      const arrivalUtc = departureUtc + t.durationMinutes * 60_000;
      // Arrival wall clock from minute arithmetic (formatting dates per flight is the hot path).
      const arrivalMinutes = t.departureMinute - originOffset + t.durationMinutes + destinationOffset;
      const dayShift = Math.floor(arrivalMinutes / 1440);
      const minuteOfDay = arrivalMinutes - dayShift * 1440;
      const arrivalDay = dayShift === 0 ? isoDay : shiftDay(isoDay, dayShift);
      const loadEconomy = 0.25 + 0.7 * mix01(t.serial, dayNumber);
      const loadBusiness = 0.2 + 0.7 * mix01(dayNumber, t.serial);
      flights.push({
        id: `${t.carrier}${t.number}-${t.routeKey}-${compactDay}`,
        carrier: t.carrier,
        flightNumber: `${t.carrier} ${t.number}`,
        origin: t.origin,
        destination: t.destination,
        departureLocal: `${isoDay}T${hhmm(t.departureMinute)}`,
        arrivalLocal: `${arrivalDay}T${hhmm(minuteOfDay)}`,
        departureUtc,
        arrivalUtc,
        durationMinutes: t.durationMinutes,
        distanceKm: t.distanceKm,
        aircraft: t.aircraft,
        capacity: t.capacity,
        seatsLeftBase: {
          economy: Math.round(t.capacity.economy * (1 - loadEconomy)),
          business: Math.round(t.capacity.business * (1 - loadBusiness)),
        },
        priceNoise: mix01(t.serial + 7, dayNumber + 11),
      });
    }
    return flights;
  }

  private routeTemplates(route: Route, nextSerial: () => number): FlightTemplate[] {
    const routeKey = route.origin + route.destination;
    const daily = Math.floor(route.weeklyFlights / 7);
    const extra = route.weeklyFlights % 7;
    // The extra weekly departures fly on the `extra` lowest-rolled weekdays.
    const extraDays = [0, 1, 2, 3, 4, 5, 6]
      .sort((a, b) => hash01('extra', routeKey, a) - hash01('extra', routeKey, b))
      .slice(0, extra)
      .reduce((mask, day) => mask | (1 << day), 0);
    const totalSlots = daily + (extra > 0 ? 1 : 0);
    const origin = this.reference.cityOfAirport(route.origin);
    const destination = this.reference.cityOfAirport(route.destination);
    const span = LAST_DEPARTURE_MIN - FIRST_DEPARTURE_MIN;
    const durationMinutes = Math.round(((route.distanceKm / CRUISE_KMH) * 60 + TAXI_MINUTES + hash01('dur', routeKey) * 15) / 5) * 5;
    const templates: FlightTemplate[] = [];
    const usedNumbers = new Set<string>();
    for (let slot = 0; slot < totalSlots; slot += 1) {
      const spread = (slot + hash01('time', routeKey, slot)) / totalSlots;
      const carrier = weightedPick(route.carriers, (a) => a.weight, hash01('who', routeKey, slot));
      let number = String(hashInt(100, 9899, 'number', carrier.code, routeKey, slot));
      while (usedNumbers.has(carrier.code + number)) number = String(Number(number) + 1);
      usedNumbers.add(carrier.code + number);
      const aircraft = aircraftFor(carrier.code, route.distanceKm, routeKey);
      templates.push({
        serial: nextSerial(),
        routeKey,
        origin: route.origin,
        destination: route.destination,
        carrier: carrier.code,
        number,
        departureMinute: FIRST_DEPARTURE_MIN + Math.round((spread * span) / 5) * 5,
        durationMinutes,
        distanceKm: route.distanceKm,
        aircraft: aircraft.name,
        capacity: { economy: aircraft.economySeats, business: aircraft.businessSeats },
        weekdays: slot < daily ? 0b1111111 : extraDays,
        originZone: origin.timeZone,
        destinationZone: destination.timeZone,
      });
    }
    return templates;
  }
}
