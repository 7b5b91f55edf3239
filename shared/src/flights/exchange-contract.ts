import * as v from 'valibot';
import { directionSchema } from './flight-shapes';

/** Exchanging a ticket (§D Возврат и обмен): one direction, every passenger, to another flight or date of the same route and cabin found by a one-way search. */
export const exchangeRequestSchema = v.object({
  direction: v.pipe(v.number('Укажите перелёт номером по порядку в заказе, начиная с 0'), v.integer('Укажите перелёт номером'), v.minValue(0), v.maxValue(5)),
  searchString: v.pipe(v.string('Укажите поиск'), v.nonEmpty('Укажите поиск'), v.maxLength(80, 'Некорректная строка поиска')),
  resultId: v.pipe(v.string('Укажите вариант перелёта'), v.nonEmpty('Укажите вариант перелёта'), v.maxLength(400, 'Некорректный вариант перелёта')),
});
export type ExchangeRequest = v.InferOutput<typeof exchangeRequestSchema>;

export const exchangeQuoteQuerySchema = v.object({
  direction: v.pipe(v.string(), v.regex(/^\d$/, 'Укажите перелёт номером по порядку в заказе, начиная с 0'), v.transform(Number)),
  searchString: exchangeRequestSchema.entries.searchString,
  resultId: exchangeRequestSchema.entries.resultId,
  utm_campaign: v.optional(v.string()),
  utm_medium: v.optional(v.string()),
  utm_source: v.optional(v.string()),
});

/** Shown when the new fare is cheaper: the difference is not returned. */
export const EXCHANGE_CHEAPER_NOTE = 'Новый билет дешевле прежнего: разница в цене не возвращается';

export const exchangeQuoteSchema = v.object({
  orderUuid: v.string(),
  direction: v.number(),
  directionLabel: v.string(),
  newDirection: directionSchema,
  /** The fare's exchange fee for every passenger. */
  fee: v.number(),
  /** What the new flight costs more, for every passenger (never below zero). */
  difference: v.number(),
  amount: v.number(),
  cheaperNote: v.nullable(v.string()),
  currency: v.literal('RUB'),
});
export type ExchangeQuote = v.InferOutput<typeof exchangeQuoteSchema>;

export const EXCHANGE_STATUS_LABELS = { AWAITING_PAYMENT: 'Ждёт оплаты', EXCHANGED: 'Обменян', CANCELLED: 'Отменён' } as const;

export const exchangeSchema = v.object({
  ...exchangeQuoteSchema.entries,
  exchangeUuid: v.string(),
  status: v.picklist(['AWAITING_PAYMENT', 'EXCHANGED', 'CANCELLED']),
  statusLabel: v.string(),
  /** The payment of the fee and the difference (pay it as any payment); null when nothing is due. */
  paymentUuid: v.nullable(v.string()),
  /** Once exchanged: each passenger's void ticket and the new one. */
  tickets: v.array(v.object({ passenger: v.number(), oldTicketNumber: v.string(), newTicketNumber: v.string() })),
  createdAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type Exchange = v.InferOutput<typeof exchangeSchema>;

/** An order's exchanges, oldest first: which flight became which, and each void and new ticket. */
export const exchangeListSchema = v.object({ items: v.array(exchangeSchema) });
