import * as v from 'valibot';
import { validationMessages } from '../contracts/messages';
import { daysBetweenIso, isRealIsoDay } from '../format/dates';
import { DESTINATION_TYPES, TOUR_LIMITS } from './tour-constants';

/**
 * Request bodies and queries of the tour calls. The search form and the API edge validate with
 * these same schemas, so the API's Russian messages are the ones the form shows.
 */

/** A real calendar day as YYYY-MM-DD (§9: the wishlist date format). */
export const tourDateSchema = (message: string) => v.pipe(v.string(message), v.check(isRealIsoDay, message));

const DATE_MESSAGE = 'Укажите дату в формате ГГГГ-ММ-ДД';

export const departureCityCodeSchema = v.pipe(
  v.string('Укажите город вылета'),
  v.trim(),
  v.nonEmpty('Укажите город вылета'),
  v.regex(/^[A-Z]{3}$/, 'Укажите город вылета'),
);

const nightsSchema = v.pipe(
  v.number('Укажите количество ночей'),
  v.integer('Количество ночей — целое число'),
  v.minValue(TOUR_LIMITS.minNights, `Не меньше ${TOUR_LIMITS.minNights} ночи`),
  v.maxValue(TOUR_LIMITS.maxNights, `Не больше ${TOUR_LIMITS.maxNights} ночей`),
);

export const adultsSchema = v.pipe(
  v.number('Укажите количество взрослых'),
  v.integer('Количество взрослых — целое число'),
  v.minValue(TOUR_LIMITS.minAdults, 'Нужен хотя бы один взрослый'),
  v.maxValue(TOUR_LIMITS.maxAdults, `Не больше ${TOUR_LIMITS.maxAdults} взрослых`),
);

export const childrenAgesSchema = v.pipe(
  v.array(
    v.pipe(
      v.number('Укажите возраст ребёнка'),
      v.integer('Возраст ребёнка — целое число лет'),
      v.minValue(0, 'Возраст ребёнка от 0 до 17 лет'),
      v.maxValue(TOUR_LIMITS.maxChildAge, 'Возраст ребёнка от 0 до 17 лет'),
    ),
    'Укажите возраст детей списком',
  ),
  v.maxLength(TOUR_LIMITS.maxChildren, `Не больше ${TOUR_LIMITS.maxChildren} детей`),
);

const hotelIdSchema = v.pipe(
  v.number('Укажите отель'),
  v.integer('Отель не найден'),
  v.minValue(1, 'Отель не найден'),
  v.maxValue(2_147_483_647, 'Отель не найден'),
);

/** POST /tours/wishlist (§7): the tour to keep. */
export const addWishlistElementRequestSchema = v.object({
  hotelId: hotelIdSchema,
  departureCityCode: departureCityCodeSchema,
  departureDate: tourDateSchema(DATE_MESSAGE),
  nights: nightsSchema,
  adults: adultsSchema,
  childrenAges: v.optional(childrenAgesSchema, []),
});
export type AddWishlistElementRequest = v.InferInput<typeof addWishlistElementRequestSchema>;

export const destinationRefSchema = v.object({
  type: v.picklist(DESTINATION_TYPES, 'Выберите страну, курорт или отель'),
  id: v.pipe(
    v.number('Выберите направление'),
    v.integer('Выберите направление'),
    v.minValue(1, 'Выберите направление'),
    v.maxValue(2_147_483_647, 'Выберите направление'),
  ),
});

interface TourWindow {
  departureDateFrom: string;
  departureDateTo: string;
  nightsFrom: number;
  nightsTo: number;
}

const windowRules: { check: (input: TourWindow) => boolean; message: string; field: 'departureDateTo' | 'nightsTo' }[] = [
  { check: (i) => i.departureDateTo >= i.departureDateFrom, message: 'Дата «по» не может быть раньше даты «с»', field: 'departureDateTo' },
  {
    check: (i) => daysBetweenIso(i.departureDateFrom, i.departureDateTo) <= TOUR_LIMITS.maxDepartureWindowDays,
    message: `Диапазон дат вылета — не больше ${TOUR_LIMITS.maxDepartureWindowDays} дней`,
    field: 'departureDateTo',
  },
  { check: (i) => i.nightsTo >= i.nightsFrom, message: 'Ночей «до» меньше, чем «от»', field: 'nightsTo' },
  {
    check: (i) => i.nightsTo - i.nightsFrom <= TOUR_LIMITS.maxNightsSpan,
    message: `Разброс ночей — не больше ${TOUR_LIMITS.maxNightsSpan}`,
    field: 'nightsTo',
  },
];

/** Window and nights rules shared by the search body and the hotel tours query, each reported on its field. */
function withTourWindow<S extends v.GenericSchema<unknown, TourWindow>>(schema: S) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value as TourWindow;
      for (const rule of windowRules) {
        if (rule.check(value)) continue;
        addIssue({
          message: rule.message,
          path: [{ type: 'object', origin: 'value', input: value as unknown as Record<string, unknown>, key: rule.field, value: value[rule.field] }],
        });
        return;
      }
    }),
  );
}

const tourSearchEntries = {
  departureCityCode: departureCityCodeSchema,
  departureDateFrom: tourDateSchema(DATE_MESSAGE),
  departureDateTo: tourDateSchema(DATE_MESSAGE),
  nightsFrom: nightsSchema,
  nightsTo: nightsSchema,
  adults: adultsSchema,
  childrenAges: v.optional(childrenAgesSchema, []),
};

/** POST /tours/searches: where from, where to, when (a window), how long (a range), who. */
export const createTourSearchRequestSchema = withTourWindow(v.object({ ...tourSearchEntries, destination: destinationRefSchema }));
export type TourSearchParams = v.InferOutput<typeof createTourSearchRequestSchema>;

/** The tour parameters without a destination (the hotel page: the hotel is in the path). */
export type HotelToursParams = Omit<v.InferOutput<typeof createTourSearchRequestSchema>, 'destination'>;

/** Query of GET /tours/hotels/{id}/tours: the same fields as strings (childrenAges as '5,7'). */
export const hotelToursQuerySchema = withTourWindow(
  v.object({
    departureCityCode: departureCityCodeSchema,
    departureDateFrom: tourDateSchema(DATE_MESSAGE),
    departureDateTo: tourDateSchema(DATE_MESSAGE),
    nightsFrom: v.pipe(v.string('Укажите количество ночей'), v.regex(/^\d{1,2}$/, 'Укажите количество ночей'), v.transform(Number), nightsSchema),
    nightsTo: v.pipe(v.string('Укажите количество ночей'), v.regex(/^\d{1,2}$/, 'Укажите количество ночей'), v.transform(Number), nightsSchema),
    adults: v.pipe(v.string('Укажите количество взрослых'), v.regex(/^\d{1,2}$/, 'Укажите количество взрослых'), v.transform(Number), adultsSchema),
    childrenAges: v.optional(
      v.pipe(
        v.string('Укажите возраст детей через запятую'),
        v.regex(/^(\d{1,2}(,\d{1,2}){0,9})?$/, 'Укажите возраст детей через запятую'),
        v.transform((text) => (text ? text.split(',').map(Number) : [])),
        childrenAgesSchema,
      ),
      '',
    ),
    offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'offset: неотрицательное целое число'), v.transform(Number))),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, 'limit: от 1 до 500'),
        v.transform(Number),
        v.minValue(1, 'limit: от 1 до 500'),
        v.maxValue(500, 'limit: от 1 до 500'),
      ),
    ),
  }),
);

export const destinationQueryMessage = 'Введите от 2 до 60 символов';
/** GET /tours/destinations?query=… */
export const destinationQuerySchema = v.object({
  query: v.pipe(v.string(validationMessages.required), v.trim(), v.minLength(2, destinationQueryMessage), v.maxLength(60, destinationQueryMessage)),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'limit: от 1 до 20'), v.transform(Number), v.minValue(1, 'limit: от 1 до 20'), v.maxValue(20, 'limit: от 1 до 20')),
  ),
});
