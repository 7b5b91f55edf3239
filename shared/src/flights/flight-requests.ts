import * as v from 'valibot';
import { emailSchema } from '../accounts/account-schemas';
import { requiredPhoneSchema } from '../contracts/phone';
import { validationMessages } from '../contracts/messages';
import { passengerSchema } from '../passengers/passenger-schema';
import { MAX_SEARCH_STRING_LENGTH } from './search-string-codec';

/**
 * Request bodies of the flight calls: the booking form and the API validate with these same
 * schemas, so a message the API returns is the message the form shows.
 */
/** A search string as typed or read from the address; decoded and checked by the API. */
export const searchStringField = v.pipe(
  v.string('Укажите строку поиска'),
  v.trim(),
  v.nonEmpty('Укажите строку поиска'),
  v.maxLength(MAX_SEARCH_STRING_LENGTH, 'Некорректная строка поиска'),
);

export const createSearchRequestSchema = v.object({
  searchString: searchStringField,
  /** Allow connections that change airports within a city (e.g. arrive SVO, leave DME). */
  allowAirportChange: v.optional(v.boolean('Ожидается true или false'), false),
});
export type CreateSearchRequest = v.InferInput<typeof createSearchRequestSchema>;

export const FARE_CODES = ['LIGHT', 'STANDARD', 'PLUS', 'BUSINESS', 'BUSINESS_FLEX'] as const;
export type FareCode = (typeof FARE_CODES)[number];

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

export const ORDER_STATUSES = ['BOOKED', 'PAID', 'TICKETED', 'CANCELLED', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  BOOKED: 'Забронирован',
  PAID: 'Оплачен',
  TICKETED: 'Выписан',
  CANCELLED: 'Отменён',
  EXPIRED: 'Истёк',
};

export const SEARCH_SORTS = ['best', 'cheapest', 'fastest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
