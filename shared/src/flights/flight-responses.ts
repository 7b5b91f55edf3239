import * as v from 'valibot';
import { DOCUMENT_TYPES, GENDERS, PASSENGER_TYPES } from '../passengers/passenger-constants';
import { FARE_CODES, ORDER_STATUSES } from './flight-requests';

/**
 * Answers of the flight calls, as valibot schemas: the API documents them in /openapi.json and
 * the front end takes its types from them (`FlightResult`, `Offer`, `FlightOrder`…).
 */
const nullable = <T extends v.GenericSchema>(schema: T) => v.nullable(schema);

// The place answers have their own module, so the home page's city search loads none of the schemas below.
export { cityCasesSchema, placePredictionSchema, placePredictionsSchema, type PlacePrediction } from './place-responses';

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
  checkedBag: nullable(baggageSchema),
  exchange: v.object({ allowed: v.boolean(), feeRub: nullable(v.number()) }),
  refund: v.object({ allowed: v.boolean(), feeRub: nullable(v.number()) }),
});

export const farePriceSchema = v.object({
  perPassenger: v.object({ ADULT: v.number(), CHILD: v.number(), INFANTILE: v.number() }),
  total: v.number(),
});

export const flightResultSchema = v.object({
  /** Pass to POST /flights/offers as resultId. */
  id: v.string(),
  directions: v.array(directionSchema),
  fares: v.array(
    v.object({ code: v.picklist(FARE_CODES), name: v.string(), conditions: fareConditionsSchema, baggageIncluded: v.boolean(), price: farePriceSchema }),
  ),
  price: v.number(),
  /** In /results: the total the list shows (the cheapest fare, or with baggage when baggage=true). */
  displayPrice: v.optional(v.number()),
  currency: v.literal('RUB'),
  seatsLeft: v.number(),
  carriers: v.array(v.object({ code: v.string(), name: v.string() })),
  durationMinutes: v.number(),
  stops: v.number(),
  baggageIncluded: v.boolean(),
});
export type FlightResult = v.InferOutput<typeof flightResultSchema>;

const searchParamsSchema = v.object({
  origin: v.string(),
  destination: v.string(),
  departureDate: v.string(),
  returnDate: nullable(v.string()),
  adults: v.number(),
  children: v.number(),
  infants: v.number(),
  isBusiness: v.boolean(),
});

export const searchStateEntries = {
  searchId: v.string(),
  searchString: v.string(),
  params: searchParamsSchema,
  allowAirportChange: v.boolean(),
  progress: v.number(),
  complete: v.boolean(),
  failed: v.optional(v.boolean()),
  message: v.optional(v.string()),
};
export const searchStateSchema = v.object(searchStateEntries);
export const searchPollSchema = v.object({ ...searchStateEntries, items: v.array(flightResultSchema), cursor: v.number(), total: v.number() });
export type SearchPoll = v.InferOutput<typeof searchPollSchema>;

export const priceCalendarSchema = v.object({
  days: v.array(v.object({ departureDate: v.string(), returnDate: nullable(v.string()), minPrice: nullable(v.number()), selected: v.boolean() })),
});

const fareSchema = v.object({ code: v.string(), name: v.string(), conditions: fareConditionsSchema, rules: v.array(v.string()) });
const priceSchema = v.object({
  ...farePriceSchema.entries,
  currency: v.literal('RUB'),
  breakdown: v.array(v.object({ passengerType: v.picklist(PASSENGER_TYPES), label: v.string(), count: v.number(), unitPrice: v.number(), amount: v.number() })),
});

export const offerSchema = v.object({
  offerId: v.string(),
  createdAt: v.string(),
  expiresAt: v.string(),
  secondsLeft: v.number(),
  searchString: v.string(),
  resultId: v.string(),
  cabin: v.picklist(['economy', 'business']),
  fare: fareSchema,
  directions: v.array(directionSchema),
  passengers: v.object({ adults: v.number(), children: v.number(), infants: v.number() }),
  price: priceSchema,
  /** For the default document rule of product rules §4 (`defaultDocumentType`). */
  allowedDocumentTypes: v.array(v.picklist(DOCUMENT_TYPES)),
  international: v.boolean(),
  departureDate: v.string(),
  lastFlightDate: v.string(),
});
export type Offer = v.InferOutput<typeof offerSchema>;

export const paymentSchema = v.object({
  paymentUuid: v.string(),
  purpose: v.picklist(['ORDER', 'OPTION']),
  optionCode: nullable(v.string()),
  description: v.string(),
  amount: v.number(),
  currency: v.literal('RUB'),
  status: v.picklist(['PENDING', 'PAID', 'CANCELLED']),
  createdAt: nullable(v.string()),
  paidAt: nullable(v.string()),
});
export type Payment = v.InferOutput<typeof paymentSchema>;

export const orderPassengerSchema = v.object({
  passengerType: v.picklist(PASSENGER_TYPES),
  passengerTypeLabel: v.string(),
  gender: v.picklist(GENDERS),
  lastName: v.string(),
  firstName: v.string(),
  middleName: v.string(),
  birthDate: v.string(),
  citizenship: v.string(),
  documentType: v.picklist(DOCUMENT_TYPES),
  documentTypeLabel: v.string(),
  documentNumber: v.string(),
  documentExpiryDate: v.string(),
  /** The passenger's ticket; on a multi-city trip, its first flight's. */
  ticketNumber: nullable(v.string()),
  /**
   * A multi-city trip's tickets, one per flight in the trip's order; empty for one way and a return
   * (and absent from an API older than multi-city trips, which pages read as empty).
   */
  legTicketNumbers: v.optional(v.array(v.string()), []),
});

export const orderSchema = v.object({
  orderUuid: v.string(),
  status: v.picklist(ORDER_STATUSES),
  statusLabel: v.string(),
  createdAt: nullable(v.string()),
  paymentDeadline: nullable(v.string()),
  paidAt: nullable(v.string()),
  ticketedAt: nullable(v.string()),
  closedAt: nullable(v.string()),
  email: v.string(),
  phone: v.string(),
  total: v.number(),
  currency: v.literal('RUB'),
  searchString: v.string(),
  cabin: v.picklist(['economy', 'business']),
  fare: fareSchema,
  directions: v.array(directionSchema),
  price: priceSchema,
  passengers: v.array(orderPassengerSchema),
  paymentUuid: nullable(v.string()),
  payments: v.array(paymentSchema),
  options: v.array(v.object({ code: nullable(v.string()), title: v.string(), amount: v.number(), status: v.string(), paymentUuid: v.string() })),
  documents: v.array(v.object({ kind: v.literal('E_TICKET'), title: v.string(), ticketNumber: nullable(v.string()) })),
  utm: v.object({ campaign: nullable(v.string()), medium: nullable(v.string()), source: nullable(v.string()) }),
});
export type FlightOrder = v.InferOutput<typeof orderSchema>;
export const ordersPageSchema = v.object({ items: v.array(orderSchema), nextCursor: nullable(v.string()) });

export const paymentAttemptSchema = v.object({
  attemptId: v.string(),
  paymentUuid: v.string(),
  orderUuid: v.string(),
  method: v.picklist(['card', 'sbp']),
  status: v.picklist(['PENDING', 'SUCCEEDED', 'FAILED', 'EXPIRED']),
  amount: v.number(),
  currency: v.literal('RUB'),
  expiresAt: v.string(),
  /** card: open this page (the sandbox acquirer). */
  redirectUrl: v.optional(v.string()),
  /** sbp: render as a QR code. */
  qrPayload: v.optional(nullable(v.string())),
  /** Poll this for the status. */
  statusUrl: v.string(),
});
export type PaymentAttempt = v.InferOutput<typeof paymentAttemptSchema>;

export const extraPaymentSchema = v.object({
  ...paymentSchema.entries,
  orderUuid: v.string(),
  order: v.object({ orderUuid: v.string(), status: v.picklist(ORDER_STATUSES), route: v.string(), departureDate: v.string() }),
  lastAttempt: nullable(paymentAttemptSchema),
});
export type ExtraPayment = v.InferOutput<typeof extraPaymentSchema>;

export const orderOptionsSchema = v.object({
  items: v.array(
    v.object({
      code: v.string(),
      title: v.string(),
      description: v.string(),
      unitPrice: v.number(),
      per: v.string(),
      perLabel: v.string(),
      quantity: v.number(),
      price: v.number(),
      currency: v.literal('RUB'),
      status: v.picklist(['AVAILABLE', 'UNAVAILABLE', 'PENDING', 'PAID']),
      unavailableReason: nullable(v.string()),
      paymentUuid: nullable(v.string()),
    }),
  ),
});
export type OrderOption = v.InferOutput<typeof orderOptionsSchema>['items'][number];

/** The booking form's field names and formats, so a saved passenger fills the form as is. */
export const savedPassengerSchema = v.object({
  passengerUuid: v.string(),
  passengerType: v.picklist(PASSENGER_TYPES),
  gender: v.picklist(GENDERS),
  lastName: v.string(),
  firstName: v.string(),
  middleName: v.string(),
  birthDate: v.string(),
  citizenship: v.string(),
  documentType: v.picklist(DOCUMENT_TYPES),
  documentNumber: v.string(),
  documentExpiryDate: v.string(),
});
export type SavedPassenger = v.InferOutput<typeof savedPassengerSchema>;
export const savedPassengersSchema = v.object({ items: v.array(savedPassengerSchema) });

export const deepLinkAnswerSchema = v.union([v.object({ searchString: v.string() }), v.object({ offerId: v.string() })]);
