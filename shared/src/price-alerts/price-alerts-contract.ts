import * as v from 'valibot';
import { emailSchema, mailedTokenSchema } from '../accounts/account-schemas';
import { searchStringField } from '../flights/flight-shapes';

// Price alerts (docs/product-rules.md §D Price alerts): a traveller follows one search and gets a mail when its lowest
// price drops. The API and the pages validate with these schemas, so the pages show the API's Russian messages.

/** At most this many active subscriptions per account or confirmed address. */
export const PRICE_ALERTS_MAX_ACTIVE = 20;

export const priceAlertMessages = {
  tooMany: `Можно следить не больше чем за ${PRICE_ALERTS_MAX_ACTIVE} поисками. Удалите или приостановите ненужные подписки в профиле.`,
  emailRequired: 'Укажите e-mail, чтобы получать письма о снижении цены',
  notFound: 'Подписка не найдена',
  linkUnknown: 'Ссылка недействительна. Подпишитесь на цену ещё раз.',
  linkExpired: 'Срок действия ссылки истёк. Подпишитесь на цену ещё раз.',
  departed: 'Дата вылета уже прошла: следить за этой ценой нельзя',
  ended: 'Подписка закончилась: дата вылета прошла',
} as const;

/**
 * `pending`: waits for the address's owner to follow the confirmation link; `active`: checked
 * every round; `paused`: kept but not checked; `ended`: the departure passed or it was unsubscribed.
 */
export const PRICE_ALERT_STATUSES = ['pending', 'active', 'paused', 'ended'] as const;
export type PriceAlertStatus = (typeof PRICE_ALERT_STATUSES)[number];

/** POST /price-alerts: a signed-in traveller sends only the search; an anonymous one also the e-mail. */
export const createPriceAlertRequestSchema = v.object({
  searchString: searchStringField,
  email: v.optional(emailSchema),
});
export type CreatePriceAlertRequest = v.InferInput<typeof createPriceAlertRequestSchema>;

/** POST /price-alerts/confirmations: the token of `/price-alerts/confirm/:token`. */
export const confirmPriceAlertRequestSchema = v.object({ token: mailedTokenSchema });

/** PATCH /price-alerts/{id} */
export const updatePriceAlertRequestSchema = v.object({ paused: v.boolean('Ожидается true или false') });
export type UpdatePriceAlertRequest = v.InferInput<typeof updatePriceAlertRequestSchema>;

/** GET /price-alerts?searchString=… (signed in): the traveller's subscription to this search, if any. */
export const priceAlertsQuerySchema = v.object({
  searchString: v.optional(searchStringField),
  utm_campaign: v.optional(v.string()),
  utm_medium: v.optional(v.string()),
  utm_source: v.optional(v.string()),
});

const AS_OF_MESSAGE = 'Укажите дату и время в формате ISO 8601 не дальше года от сегодняшнего дня';

const asOfField = v.optional(
  v.pipe(
    v.string(AS_OF_MESSAGE),
    v.isoTimestamp(AS_OF_MESSAGE),
    v.check((text) => Math.abs(Date.parse(text) - Date.now()) <= 366 * 86_400_000, AS_OF_MESSAGE),
  ),
);

/** POST /dev/price-alerts/rounds (not in production): a round now, or as if at `asOf` (within a year either way). */
export const forcePriceAlertRoundRequestSchema = v.object({ asOf: asOfField });

/** POST /dev/price-alerts/quotes (not in production): the lowest price a round at `asOf` would record, for QA to pick a search. */
export const priceAlertQuoteRequestSchema = v.object({ searchString: searchStringField, asOf: asOfField });
export const priceAlertQuoteSchema = v.object({ lowestPrice: v.nullable(v.number()) });

const pointSchema = v.object({
  /** ISO date-time of the round. */
  checkedAt: v.string(),
  /** Lowest total for the passengers, roubles; null when nothing was on sale. */
  lowestPrice: v.nullable(v.number()),
});

/** One subscription as its owner sees it (profile list, results page control). */
export const priceAlertSchema = v.object({
  id: v.string(),
  searchString: v.string(),
  status: v.picklist(PRICE_ALERT_STATUSES),
  /** The cities it flies through, for the list: «Москва → Сочи», «Москва → Стамбул → Анталья → Москва». */
  routeName: v.string(),
  /** ISO YYYY-MM-DD. */
  departureDate: v.string(),
  returnDate: v.nullable(v.string()),
  adults: v.number(),
  children: v.number(),
  infants: v.number(),
  isBusiness: v.boolean(),
  /** Roubles, total for the passengers; null when nothing was on sale at that moment. */
  priceAtSubscription: v.nullable(v.number()),
  currentLowestPrice: v.nullable(v.number()),
  /** Oldest first, one point per round that checked it. */
  history: v.array(pointSchema),
  createdAt: v.string(),
  /** ISO date-time after which it ends by itself (the departure day is over). */
  endsAt: v.string(),
});
export type PriceAlert = v.InferOutput<typeof priceAlertSchema>;

export const priceAlertListSchema = v.object({ items: v.array(priceAlertSchema) });

/** The answer to an anonymous POST /price-alerts: keep `watchToken` per search string in the browser. */
export const pendingPriceAlertSchema = v.object({
  status: v.literal('pending'),
  watchToken: v.string(),
});
export type PendingPriceAlert = v.InferOutput<typeof pendingPriceAlertSchema>;

/** What a capability token (watch, confirmation, unsubscribe) may learn: no personal data, no id; a watch shows `pending` until confirmed. */
export const priceAlertStateSchema = v.object({
  status: v.picklist(PRICE_ALERT_STATUSES),
  searchString: v.string(),
});
export type PriceAlertState = v.InferOutput<typeof priceAlertStateSchema>;

export const priceAlertRoundSchema = v.object({
  /** Distinct searches checked (several subscriptions to one search cost one search). */
  searches: v.number(),
  /** Subscriptions whose price was recorded. */
  checked: v.number(),
  /** Price-drop mails queued. */
  mails: v.number(),
  /** Subscriptions that ended because their departure passed. */
  ended: v.number(),
});
export type PriceAlertRound = v.InferOutput<typeof priceAlertRoundSchema>;
