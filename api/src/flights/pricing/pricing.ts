// What a trip costs, in one place: a flight's and a direction's adult base fare, the fare families
// with their conditions, and a family's price for the passengers.
import type * as v from 'valibot';
import { daysBetweenIso, formatRub, HASH_RANGE, hashText, type FareCode, type fareConditionsSchema } from 'shared/node';
import type { Cabin, Flight } from '../schedule/flight-types.js';

/**
 * Prices in whole roubles. A segment's base fare grows with distance and is adjusted for how soon it departs, the fare
 * bucket open then, the weekday, the seats sold and the carrier; connections are discounted, as airlines price them.
 */
const BUSINESS_FACTOR = 3.2;
const CONNECTION_DISCOUNT = 0.88;
/** Share of the adult fare paid for a child (2–11) and an infant without a seat. */
export const CHILD_SHARE = 0.75;
export const INFANT_SHARE = 0.1;

const CARRIER_FACTOR: Record<string, number> = { DP: 0.72, TK: 1.08, EK: 1.15, QR: 1.15, EY: 1.1, FZ: 0.9, PC: 0.82, G9: 0.8 };

function advanceFactor(daysAhead: number): number {
  if (daysAhead < 3) return 1.6;
  if (daysAhead < 7) return 1.35;
  if (daysAhead < 14) return 1.18;
  if (daysAhead < 30) return 1.05;
  if (daysAhead < 90) return 1;
  return 0.95;
}

function weekdayFactor(isoDay: string): number {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  return [1.1, 1, 0.93, 0.92, 1, 1.12, 0.96][weekday]!;
}

function loadFactor(seatsLeft: number, capacity: number): number {
  if (capacity === 0) return 1;
  const left = seatsLeft / capacity;
  if (left < 0.1) return 1.4;
  if (left < 0.25) return 1.2;
  if (left < 0.5) return 1.08;
  return 1;
}

/** Days to departure per fare bucket: a flight's cheapest open bucket changes this often. */
const BUCKET_DAYS = 3;
/** How far a bucket moves the fare either way. */
const BUCKET_SWING = 0.08;

/**
 * Fare buckets open and close as departure nears, so a fare can fall as well as rise (§D Price alerts); deterministic in
 * the flight and the days left, so every process prices alike and a round "days later" sees the fare those days bring.
 */
function fareBucketFactor(flightId: string, bucket: number): number {
  return 1 - BUCKET_SWING + (2 * BUCKET_SWING * hashText(`${flightId}:${bucket}`)) / HASH_RANGE;
}

interface DayTerms {
  /** Advance-purchase and weekday factors. */
  factor: number;
  /** The fare bucket of that many days ahead. */
  bucket: number;
}

/** What a departure day contributes to its fares, memoised (called per segment). */
const dayTermsCache = new Map<string, DayTerms>();
function dayTerms(todayIso: string, day: string): DayTerms {
  const key = todayIso + day;
  let terms = dayTermsCache.get(key);
  if (terms === undefined) {
    const daysAhead = daysBetweenIso(todayIso, day);
    terms = { factor: advanceFactor(daysAhead) * weekdayFactor(day), bucket: Math.floor(Math.max(0, daysAhead) / BUCKET_DAYS) };
    if (dayTermsCache.size > 5000) dayTermsCache.clear();
    dayTermsCache.set(key, terms);
  }
  return terms;
}

const roundTo10 = (value: number) => Math.max(10, Math.round(value / 10) * 10);

/** Adult base fare of one flight in a cabin (before the fare family). */
export function segmentBaseFare(flight: Flight, cabin: Cabin, seatsLeft: number, todayIso: string): number {
  const day = flight.departureLocal.slice(0, 10);
  const base = 1500 + flight.distanceKm * 3.2;
  const noise = 0.92 + 0.16 * flight.priceNoise;
  const { factor, bucket } = dayTerms(todayIso, day);
  const value =
    base *
    factor *
    fareBucketFactor(flight.id, bucket) *
    loadFactor(seatsLeft, flight.capacity[cabin]) *
    (CARRIER_FACTOR[flight.carrier] ?? 1) *
    noise *
    (cabin === 'business' ? BUSINESS_FACTOR : 1);
  return value;
}

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

export interface FarePrice {
  /** Per one passenger of each type, roubles. */
  perPassenger: { ADULT: number; CHILD: number; INFANTILE: number };
  total: number;
}

/** Adult base fare of one direction: its segments, discounted when it has connections. */
export function directionBaseFare(segments: readonly { flight: Flight; seatsLeft: number }[], cabin: Cabin, todayIso: string): number {
  let sum = 0;
  for (const { flight, seatsLeft } of segments) sum += segmentBaseFare(flight, cabin, seatsLeft, todayIso);
  return sum * (segments.length > 1 ? CONNECTION_DISCOUNT : 1);
}

/** A fare family's rounded price per passenger type for one direction's adult base fare. */
function directionPrices(adultBase: number, fare: FareFamily): FarePrice['perPassenger'] {
  const ADULT = roundTo10(adultBase * fare.factor);
  return { ADULT, CHILD: roundTo10(ADULT * CHILD_SHARE), INFANTILE: roundTo10(ADULT * INFANT_SHARE) };
}

/** Each direction's own price per passenger type, kept with an order so a refund or exchange of one flight knows its cost. */
export function priceDirections(directionBases: readonly number[], fare: FareFamily): FarePrice['perPassenger'][] {
  return directionBases.map((base) => directionPrices(base, fare));
}

/**
 * A fare family's price for the passengers: every direction priced and rounded on its own, so a trip costs what its
 * flights cost searched one by one, and a refund or exchange of one flight has its own amount (§D Prices).
 */
export function priceFare(directionBases: readonly number[], fare: FareFamily, passengers: PassengerCounts): FarePrice {
  return priceOfDirections(priceDirections(directionBases, fare), passengers);
}

/** The price of a trip whose directions are priced each (per passenger type), for the passengers: an offer's, or an order's after an exchange. */
export function priceOfDirections(directions: readonly FarePrice['perPassenger'][], passengers: PassengerCounts): FarePrice {
  const perPassenger = { ADULT: 0, CHILD: 0, INFANTILE: 0 };
  for (const direction of directions) {
    perPassenger.ADULT += direction.ADULT;
    perPassenger.CHILD += direction.CHILD;
    perPassenger.INFANTILE += direction.INFANTILE;
  }
  return {
    perPassenger,
    total: perPassenger.ADULT * passengers.adults + perPassenger.CHILD * passengers.children + perPassenger.INFANTILE * passengers.infants,
  };
}

/** What a fare includes; shown on the results card, the offer page and the order. */
/** A fare's baggage, exchange and refund terms, as the contract answers them (checkedBag null: no checked baggage). */
export type FareConditions = v.InferOutput<typeof fareConditionsSchema>;

export interface FareFamily {
  code: FareCode;
  name: string;
  cabin: Cabin;
  /** Multiplier over the cabin's base price. */
  factor: number;
  conditions: FareConditions;
}

export const FARE_FAMILIES: readonly FareFamily[] = [
  {
    code: 'LIGHT',
    name: 'Лайт',
    cabin: 'economy',
    factor: 1,
    conditions: {
      cabinBag: { pieces: 1, weightKg: 10 },
      checkedBag: null,
      exchange: { allowed: false, feeRub: null },
      refund: { allowed: false, feeRub: null },
    },
  },
  {
    code: 'STANDARD',
    name: 'Стандарт',
    cabin: 'economy',
    factor: 1.22,
    conditions: {
      cabinBag: { pieces: 1, weightKg: 10 },
      checkedBag: { pieces: 1, weightKg: 23 },
      exchange: { allowed: true, feeRub: 3000 },
      refund: { allowed: false, feeRub: null },
    },
  },
  {
    code: 'PLUS',
    name: 'Плюс',
    cabin: 'economy',
    factor: 1.55,
    conditions: {
      cabinBag: { pieces: 1, weightKg: 10 },
      checkedBag: { pieces: 2, weightKg: 23 },
      exchange: { allowed: true, feeRub: 0 },
      refund: { allowed: true, feeRub: 2500 },
    },
  },
  {
    code: 'BUSINESS',
    name: 'Бизнес',
    cabin: 'business',
    factor: 1,
    conditions: {
      cabinBag: { pieces: 2, weightKg: 15 },
      checkedBag: { pieces: 2, weightKg: 32 },
      exchange: { allowed: true, feeRub: 0 },
      refund: { allowed: true, feeRub: 5000 },
    },
  },
  {
    code: 'BUSINESS_FLEX',
    name: 'Бизнес Плюс',
    cabin: 'business',
    factor: 1.3,
    conditions: {
      cabinBag: { pieces: 2, weightKg: 15 },
      checkedBag: { pieces: 3, weightKg: 32 },
      exchange: { allowed: true, feeRub: 0 },
      refund: { allowed: true, feeRub: 0 },
    },
  },
];

export function fareFamiliesOf(cabin: Cabin): readonly FareFamily[] {
  return FARE_FAMILIES.filter((fare) => fare.cabin === cabin);
}

export function fareFamily(code: string): FareFamily | undefined {
  return FARE_FAMILIES.find((fare) => fare.code === code);
}

/** Russian summary lines of the fare rules, for the offer page and the ticket e-mail. */
export function fareRulesText(conditions: FareConditions): string[] {
  return [
    `Ручная кладь: ${conditions.cabinBag.pieces} × ${conditions.cabinBag.weightKg} кг`,
    conditions.checkedBag ? `Багаж: ${conditions.checkedBag.pieces} × ${conditions.checkedBag.weightKg} кг` : 'Багаж не включён',
    conditions.exchange.allowed
      ? conditions.exchange.feeRub
        ? `Обмен со сбором ${formatRub(conditions.exchange.feeRub)}`
        : 'Обмен без сбора'
      : 'Обмен запрещён',
    conditions.refund.allowed
      ? conditions.refund.feeRub
        ? `Возврат со сбором ${formatRub(conditions.refund.feeRub)}`
        : 'Возврат без сбора'
      : 'Возврат запрещён',
  ];
}
