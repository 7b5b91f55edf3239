import * as v from 'valibot';
import { MAX_SEARCH_STRING_LENGTH } from './search-string-codec';

// What the search and order contracts are both built from: the search string field and a trip's directions, fares and prices, apart
// from both, so a page that needs only these keeps neither contract.

/** A search string as typed or read from the address; decoded and checked by the API. */
export const searchStringField = v.pipe(
  v.string('Укажите строку поиска'),
  v.trim(),
  v.nonEmpty('Укажите строку поиска'),
  v.maxLength(MAX_SEARCH_STRING_LENGTH, 'Некорректная строка поиска'),
);

export const FARE_CODES = ['LIGHT', 'STANDARD', 'PLUS', 'BUSINESS', 'BUSINESS_FLEX'] as const;
export type FareCode = (typeof FARE_CODES)[number];

const placeViewSchema = v.object({ code: v.string(), name: v.string(), cityCode: v.string(), city: v.string(), country: v.string() });

export const segmentSchema = v.object({
  flightId: v.string(),
  flightNumber: v.string(),
  carrier: v.object({ code: v.string(), name: v.string() }),
  aircraft: v.string(),
  origin: placeViewSchema,
  destination: placeViewSchema,
  /** Local wall-clock time at the airport, 'YYYY-MM-DDTHH:mm'. */
  departureLocal: v.string(),
  arrivalLocal: v.string(),
  durationMinutes: v.number(),
});

export const directionSchema = v.object({
  origin: placeViewSchema,
  destination: placeViewSchema,
  departureLocal: v.string(),
  arrivalLocal: v.string(),
  durationMinutes: v.number(),
  stops: v.number(),
  segments: v.array(segmentSchema),
  layovers: v.array(
    v.object({ airport: placeViewSchema, nextAirport: placeViewSchema, durationMinutes: v.number(), airportChange: v.boolean(), overnight: v.boolean() }),
  ),
});
export type FlightDirection = v.InferOutput<typeof directionSchema>;

const baggageSchema = v.object({ pieces: v.number(), weightKg: v.number() });
export const fareConditionsSchema = v.object({
  cabinBag: baggageSchema,
  checkedBag: v.nullable(baggageSchema),
  exchange: v.object({ allowed: v.boolean(), feeRub: v.nullable(v.number()) }),
  refund: v.object({ allowed: v.boolean(), feeRub: v.nullable(v.number()) }),
});

export const farePriceSchema = v.object({
  perPassenger: v.object({ ADULT: v.number(), CHILD: v.number(), INFANTILE: v.number() }),
  total: v.number(),
});
