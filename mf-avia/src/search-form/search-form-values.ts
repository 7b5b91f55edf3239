import { pluralRu, validationMessages } from 'shared';
import { TYPED_DATE_MESSAGE, typedDateMessage, typedDateToIso } from 'shared/date-field';
import {
  DEFAULT_SEARCH_PASSENGERS,
  encodeSearchString,
  MIN_TRIP_LEGS,
  SEARCH_STRING_MESSAGES,
  validateSearchDates,
  type FlightSearchParams,
  type PlacePrediction,
} from 'shared/flights';

/** The spec's city prediction (product rules §3): what a chosen city field holds. */
export interface CityChoice {
  cityId: string;
  city: string;
  country: string;
}

/** A place as a field shows it: a city its name, an airport its name and city («Шереметьево (Москва)») or code («Стамбул (IST)»). */
export function cityChoiceOf(place: PlacePrediction): CityChoice {
  const airportName = place.name === place.city ? `${place.name} (${place.code})` : `${place.name} (${place.city})`;
  return { cityId: place.cityId, city: place.type === 'airport' ? airportName : place.city, country: place.country };
}

/** A field's stand-in when the place's name cannot be fetched: the code itself, so the form still shows the route. */
export function codeStandIn(code: string): CityChoice {
  return { cityId: code, city: code, country: '' };
}

/** A stand-in is no city to remember or offer: its name is only the code. */
export function isCodeStandIn(choice: CityChoice): boolean {
  return choice.city === choice.cityId && !choice.country;
}

/** The flight search state of product rules §3 as the form edits it; dates stay typed text (DD.MM.YYYY), so nothing typed is lost. */
export interface SearchFormValues {
  from: CityChoice | null;
  fromText: string;
  to: CityChoice | null;
  toText: string;
  departureDate: string;
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
  isBusiness: boolean;
  /** «Сложный маршрут» is on: the legs are searched, the simple fields wait for switching off. */
  multiCity: boolean;
  /** The legs of «Сложный маршрут» (kept while it is off, so switching on again finds them). */
  legs: LegFormValues[];
}

/** One leg of «Сложный маршрут» as the form edits it: like the simple fields, the date as typed. */
export interface LegFormValues {
  from: CityChoice | null;
  fromText: string;
  to: CityChoice | null;
  toText: string;
  date: string;
}

export type SearchFormField = 'from' | 'to' | 'departureDate' | 'returnDate' | 'passengers';
export type SearchFormErrors = Partial<Record<SearchFormField, string>>;

export const SEARCH_FORM_MESSAGES = {
  required: validationMessages.required,
  chooseCity: 'Выберите город из списка',
  dateFormat: TYPED_DATE_MESSAGE,
  ...SEARCH_STRING_MESSAGES,
} as const;

/** What the screen reader hears after a refused submit: «Проверьте поля формы: 2 ошибки». */
export function formErrorsSummary(count: number): string {
  return `Проверьте поля формы: ${count} ${pluralRu(count, ['ошибка', 'ошибки', 'ошибок'])}`;
}

export const EMPTY_SEARCH_FORM: SearchFormValues = {
  from: null,
  fromText: '',
  to: null,
  toText: '',
  departureDate: '',
  returnDate: '',
  ...DEFAULT_SEARCH_PASSENGERS,
  multiCity: false,
  legs: [],
};

function cityError(choice: CityChoice | null, text: string): string | undefined {
  if (choice) return undefined;
  return text.trim() ? SEARCH_FORM_MESSAGES.chooseCity : SEARCH_FORM_MESSAGES.required;
}

/** The from/to rules of a trip or of one leg: each chosen from the list, and not the same city. */
export function routeErrors(route: Pick<LegFormValues, 'from' | 'fromText' | 'to' | 'toText'>): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  const fromError = cityError(route.from, route.fromText);
  if (fromError) errors.from = fromError;
  const toError = cityError(route.to, route.toText);
  if (toError) errors.to = toError;
  if (route.from && route.to && route.from.cityId === route.to.cityId) errors.to = SEARCH_FORM_MESSAGES.sameCities;
  return errors;
}

/** A required typed date: its ISO day, or what is wrong with the text. */
export function readRequiredDate(text: string): { iso: string } | { error: string } {
  if (!text.trim()) return { error: SEARCH_FORM_MESSAGES.required };
  const iso = typedDateToIso(text);
  return iso ? { iso } : { error: typedDateMessage(text) ?? SEARCH_FORM_MESSAGES.dateFormat };
}

/** Every problem of the form at once, in the product's Russian; empty when it can search. */
export function validateSearchForm(values: SearchFormValues, todayIso: string): SearchFormErrors {
  const errors: SearchFormErrors = routeErrors(values);
  const departure = readRequiredDate(values.departureDate);
  if ('error' in departure) errors.departureDate = departure.error;
  const departureIso = 'iso' in departure ? departure.iso : null;
  const returnIso = values.returnDate.trim() ? typedDateToIso(values.returnDate) : null;
  if (values.returnDate.trim() && !returnIso) errors.returnDate = typedDateMessage(values.returnDate) ?? SEARCH_FORM_MESSAGES.dateFormat;

  if (departureIso) {
    const problem = validateSearchDates({ departureDate: departureIso, returnDate: returnIso }, todayIso);
    if (problem === SEARCH_STRING_MESSAGES.returnBeforeDeparture || problem === SEARCH_STRING_MESSAGES.badReturn) errors.returnDate = problem;
    else if (problem) {
      // Out of horizon may be the return date only: say it where it is.
      const departureOnly = validateSearchDates({ departureDate: departureIso, returnDate: null }, todayIso);
      if (departureOnly) errors.departureDate = departureOnly;
      else errors.returnDate = problem;
    }
  }
  return errors;
}

/** The legs the switch opens with: the legs typed before, or the simple form's trip (and its way back), the first leg as the simple fields say. */
export function legsOfSimpleForm(values: SearchFormValues): LegFormValues[] {
  const first: LegFormValues = { from: values.from, fromText: values.fromText, to: values.to, toText: values.toText, date: values.departureDate };
  if (values.legs.length >= MIN_TRIP_LEGS) return [first, ...values.legs.slice(1)];
  const second: LegFormValues = values.returnDate.trim()
    ? { from: values.to, fromText: values.toText, to: values.from, toText: values.fromText, date: values.returnDate }
    : { from: values.to, fromText: values.toText, to: null, toText: '', date: values.departureDate };
  return [first, second];
}

/** Switching off keeps the first leg in the simple fields (and the legs for switching on again). */
export function simpleFieldsOfLegs(values: SearchFormValues): SearchFormValues {
  const first = values.legs[0];
  if (!first) return { ...values, multiCity: false };
  return { ...values, multiCity: false, from: first.from, fromText: first.fromText, to: first.to, toText: first.toText, departureDate: first.date };
}

/** The search parameters of a valid form (call after `validateSearchForm` found nothing). */
export function searchParamsOfForm(values: SearchFormValues): FlightSearchParams {
  return {
    origin: values.from!.cityId,
    destination: values.to!.cityId,
    departureDate: typedDateToIso(values.departureDate)!,
    returnDate: values.returnDate.trim() ? typedDateToIso(values.returnDate) : null,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    isBusiness: values.isBusiness,
  };
}

export function searchStringOfForm(values: SearchFormValues): string {
  return encodeSearchString(searchParamsOfForm(values));
}
