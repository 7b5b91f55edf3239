import * as v from 'valibot';
import { emailSchema } from '../accounts/account-schemas';
import { requiredPhoneSchema } from '../contracts/phone';
import { validationMessages } from '../contracts/messages';
import { DOCUMENT_TYPES, GENDERS, PASSENGER_TYPES } from '../passengers/passenger-constants';
import { passengerSchema } from '../passengers/passenger-schema';
import { FARE_CODES, directionSchema, fareConditionsSchema, farePriceSchema, searchStringField } from './flight-shapes';

// What booking and paying send and get back: offers, orders, payments, paid options, saved passengers and the deep-link answer; the
// form and the API validate with these schemas, so the form shows the API's message.

export const createOfferRequestSchema = v.object({
  searchString: searchStringField,
  resultId: v.pipe(v.string('Укажите вариант перелёта'), v.nonEmpty('Укажите вариант перелёта'), v.maxLength(400, 'Некорректный вариант перелёта')),
  fareCode: v.picklist(FARE_CODES, 'Выберите тариф'),
});
export type CreateOfferRequest = v.InferInput<typeof createOfferRequestSchema>;

export const bookingContactsSchema = v.object({
  email: emailSchema,
  phone: requiredPhoneSchema,
});

export const createOrderRequestSchema = v.object({
  offerId: v.pipe(v.string(validationMessages.required), v.uuid('Предложение не найдено')),
  passengers: v.pipe(v.array(passengerSchema, 'Укажите пассажиров'), v.minLength(1, 'Укажите пассажиров'), v.maxLength(18, 'Слишком много пассажиров')),
  contacts: bookingContactsSchema,
});
export type CreateOrderRequest = v.InferInput<typeof createOrderRequestSchema>;

export const PAYMENT_METHODS = ['card', 'sbp'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const createPaymentAttemptRequestSchema = v.object({
  method: v.picklist(PAYMENT_METHODS, 'Выберите способ оплаты: card или sbp'),
});

export const ORDER_OPTION_CODES = ['BAGGAGE', 'SEAT', 'SMS', 'REFUND_GUARANTEE', 'INSURANCE'] as const;
export const buyOrderOptionRequestSchema = v.object({
  code: v.picklist(ORDER_OPTION_CODES, 'Неизвестная услуга'),
});

/** The header that makes payment creation safe to retry (same key → same answer, one charge). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const ORDER_STATUSES = ['BOOKED', 'PAID', 'TICKETED', 'CANCELLED', 'EXPIRED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  BOOKED: 'Забронирован',
  PAID: 'Оплачен',
  TICKETED: 'Выписан',
  CANCELLED: 'Отменён',
  EXPIRED: 'Истёк',
  REFUNDED: 'Возвращён',
};

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
  purpose: v.picklist(['ORDER', 'OPTION', 'EXCHANGE']),
  optionCode: v.nullable(v.string()),
  description: v.string(),
  amount: v.number(),
  currency: v.literal('RUB'),
  status: v.picklist(['PENDING', 'PAID', 'CANCELLED']),
  createdAt: v.nullable(v.string()),
  paidAt: v.nullable(v.string()),
});
export type Payment = v.InferOutput<typeof paymentSchema>;

/** A passenger as an order and the saved passengers answer one. */
const passengerEntries = {
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
};

export const orderPassengerSchema = v.object({
  ...passengerEntries,
  passengerTypeLabel: v.string(),
  documentTypeLabel: v.string(),
  /** The passenger's ticket; on a multi-city trip, its first flight's. */
  ticketNumber: v.nullable(v.string()),
  /**
   * A multi-city trip's tickets, one per flight in the trip's order; empty for one way and a return
   * (and absent from an API older than multi-city trips, which pages read as empty).
   */
  legTicketNumbers: v.optional(v.array(v.string()), []),
  /** The directions (positions in the order) whose ticket this passenger returned: «Возвращён» (product rules §D Возврат и обмен). */
  returnedDirections: v.optional(v.array(v.number())),
});

export const orderSchema = v.object({
  orderUuid: v.string(),
  status: v.picklist(ORDER_STATUSES),
  statusLabel: v.string(),
  createdAt: v.nullable(v.string()),
  paymentDeadline: v.nullable(v.string()),
  paidAt: v.nullable(v.string()),
  ticketedAt: v.nullable(v.string()),
  closedAt: v.nullable(v.string()),
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
  paymentUuid: v.nullable(v.string()),
  payments: v.array(paymentSchema),
  options: v.array(v.object({ code: v.nullable(v.string()), title: v.string(), amount: v.number(), status: v.string(), paymentUuid: v.string() })),
  /** `returned`: the ticket is void, all it covers returned (the receipt marks it). */
  documents: v.array(v.object({ kind: v.literal('E_TICKET'), title: v.string(), ticketNumber: v.nullable(v.string()), returned: v.optional(v.boolean()) })),
  utm: v.object({ campaign: v.nullable(v.string()), medium: v.nullable(v.string()), source: v.nullable(v.string()) }),
});
export type FlightOrder = v.InferOutput<typeof orderSchema>;
export const ordersPageSchema = v.object({ items: v.array(orderSchema), nextCursor: v.nullable(v.string()) });

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
  qrPayload: v.optional(v.nullable(v.string())),
  /** Poll this for the status. */
  statusUrl: v.string(),
});
export type PaymentAttempt = v.InferOutput<typeof paymentAttemptSchema>;

export const extraPaymentSchema = v.object({
  ...paymentSchema.entries,
  orderUuid: v.string(),
  order: v.object({ orderUuid: v.string(), status: v.picklist(ORDER_STATUSES), route: v.string(), departureDate: v.string() }),
  lastAttempt: v.nullable(paymentAttemptSchema),
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
      unavailableReason: v.nullable(v.string()),
      paymentUuid: v.nullable(v.string()),
    }),
  ),
});
export type OrderOption = v.InferOutput<typeof orderOptionsSchema>['items'][number];

/** The booking form's field names and formats, so a saved passenger fills the form as is. */
export const savedPassengerSchema = v.object({ passengerUuid: v.string(), ...passengerEntries });
export type SavedPassenger = v.InferOutput<typeof savedPassengerSchema>;
export const savedPassengersSchema = v.object({ items: v.array(savedPassengerSchema) });

export const deepLinkAnswerSchema = v.union([v.object({ searchString: v.string() }), v.object({ offerId: v.string() })]);
