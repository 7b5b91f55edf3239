import * as v from 'valibot';

// Returning tickets after the purchase (§D Возврат и обмен): the request, the amount shown before confirming, a refund's state. A
// ticket is one passenger's one direction, both named by their position in the order.

export const REFUND_RULES = ['TAXES', 'FARE_MINUS_FEE', 'FULL_FARE', 'GUARANTEE', 'INVOLUNTARY'] as const;
export type RefundRule = (typeof REFUND_RULES)[number];
export const REFUND_RULE_LABELS: Record<RefundRule, string> = {
  TAXES: 'Невозвратный тариф: возвращаются аэропортовые сборы',
  FARE_MINUS_FEE: 'Возврат по тарифу за вычетом сбора',
  FULL_FARE: 'Возврат полной стоимости по тарифу',
  GUARANTEE: '«Гарантия возврата»: полная стоимость билета',
  INVOLUNTARY: 'Рейс отменён или перенесён авиакомпанией: возвращается всё, что оплачено за перелёт',
};

export const REFUND_STATUSES = ['REQUESTED', 'PROCESSING', 'REFUNDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  REQUESTED: 'Заявка принята',
  PROCESSING: 'Деньги возвращаются',
  REFUNDED: 'Деньги возвращены',
  FAILED: 'Не удалось вернуть деньги, с вами свяжется служба поддержки',
};

const positions = (message: string) =>
  v.optional(
    v.pipe(
      v.array(v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(17, message)), message),
      v.minLength(1, message),
      v.maxLength(18, message),
    ),
  );

/** Which tickets: every listed passenger on every listed direction; a list left out means all of them. */
export const refundRequestSchema = v.object({
  passengers: positions('Укажите пассажиров номерами по порядку в заказе, начиная с 0'),
  directions: positions('Укажите перелёты номерами по порядку в заказе, начиная с 0'),
});
export type RefundRequest = v.InferInput<typeof refundRequestSchema>;

const positionList = (message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}(,\d{1,2}){0,17}$/, message),
      v.transform((text) => text.split(',').map(Number)),
    ),
  );

/** The same choice in a query (`?passengers=0,1&directions=1`), for the quote. */
export const refundQuoteQuerySchema = v.object({
  passengers: positionList('Укажите пассажиров номерами через запятую, начиная с 0'),
  directions: positionList('Укажите перелёты номерами через запятую, начиная с 0'),
  utm_campaign: v.optional(v.string()),
  utm_medium: v.optional(v.string()),
  utm_source: v.optional(v.string()),
});

const refundTicketSchema = v.object({
  passenger: v.number(),
  passengerName: v.string(),
  direction: v.number(),
  directionLabel: v.string(),
  rule: v.picklist(REFUND_RULES),
  ruleLabel: v.string(),
  /** Back from the fare (the base payment). */
  fare: v.number(),
  /** Back from paid extras (their own payments). */
  extras: v.number(),
  amount: v.number(),
});

const refundPaymentSchema = v.object({
  paymentUuid: v.string(),
  description: v.string(),
  method: v.picklist(['card', 'sbp']),
  amount: v.number(),
});

export const refundQuoteSchema = v.object({
  orderUuid: v.string(),
  involuntary: v.boolean(),
  tickets: v.array(refundTicketSchema),
  payments: v.array(refundPaymentSchema),
  amount: v.number(),
  currency: v.literal('RUB'),
});
export type RefundQuote = v.InferOutput<typeof refundQuoteSchema>;

export const refundSchema = v.object({
  refundUuid: v.string(),
  orderUuid: v.string(),
  status: v.picklist(REFUND_STATUSES),
  statusLabel: v.string(),
  involuntary: v.boolean(),
  tickets: v.array(refundTicketSchema),
  payments: v.array(v.object({ ...refundPaymentSchema.entries, status: v.picklist(['PENDING', 'REFUNDED']) })),
  amount: v.number(),
  currency: v.literal('RUB'),
  createdAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type Refund = v.InferOutput<typeof refundSchema>;

export const refundListSchema = v.object({ items: v.array(refundSchema) });

export const FLIGHT_DISRUPTION_KINDS = ['CANCELLED', 'RESCHEDULED'] as const;
/** A dev-only airline change: cancel a flight, or move it by `shiftMinutes`. */
export const flightDisruptionRequestSchema = v.object({
  flightId: v.pipe(v.string('Укажите рейс'), v.nonEmpty('Укажите рейс'), v.maxLength(60, 'Нет такого рейса')),
  kind: v.picklist(FLIGHT_DISRUPTION_KINDS, 'kind: CANCELLED или RESCHEDULED'),
  shiftMinutes: v.optional(v.pipe(v.number('Укажите сдвиг в минутах'), v.integer('Укажите сдвиг в минутах'), v.minValue(-2880), v.maxValue(2880)), 0),
});
export const flightDisruptionSchema = v.object({
  flightId: v.string(),
  kind: v.picklist(FLIGHT_DISRUPTION_KINDS),
  shiftMinutes: v.number(),
  involuntary: v.boolean(),
  ordersNotified: v.number(),
});
