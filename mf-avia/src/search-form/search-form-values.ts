import { isoToDisplayDate, pluralRu, validationMessages } from 'shared';
import { TYPED_DATE_MESSAGE, typedDateToIso } from 'shared/date-field';
import {
  DEFAULT_SEARCH_PASSENGERS,
  decodeSearchString,
  encodeSearchString,
  MAX_SEATED_PASSENGERS,
  MAX_TRIP_LEGS,
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

/**
 * What a field holds for a place from the list or the search string: a city its name, an airport
 * its name and its city («Шереметьево (Москва)»), or its code where it bears the city's name
 * («Стамбул (IST)»), so an airport never reads as its city.
 */
export function cityChoiceOf(place: PlacePrediction): CityChoice {
  const airportName = place.name === place.city ? `${place.name} (${place.code})` : `${place.name} (${place.city})`;
  return { cityId: place.cityId, city: place.type === 'airport' ? airportName : place.city, country: place.country };
}

/**
 * A field's stand-in when the place's name cannot be fetched (the API is down): the code itself,
 * so the form still shows the route and can search it again.
 */
export function codeStandIn(code: string): CityChoice {
  return { cityId: code, city: code, country: '' };
}

/** A stand-in is no city to remember or offer: its name is only the code. */
export function isCodeStandIn(choice: CityChoice): boolean {
  return choice.city === choice.cityId && !choice.country;
}

/**
 * The flight search state of product rules §3 as the form edits it. Dates stay as typed text
 * (DD.MM.YYYY) so nothing the traveller typed is lost while it is still invalid.
 */
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
  return iso ? { iso } : { error: SEARCH_FORM_MESSAGES.dateFormat };
}

/** Every problem of the form at once, in the product's Russian; empty when it can search. */
export function validateSearchForm(values: SearchFormValues, todayIso: string): SearchFormErrors {
  const errors: SearchFormErrors = routeErrors(values);
  const departure = readRequiredDate(values.departureDate);
  if ('error' in departure) errors.departureDate = departure.error;
  const departureIso = 'iso' in departure ? departure.iso : null;
  const returnIso = values.returnDate.trim() ? typedDateToIso(values.returnDate) : null;
  if (values.returnDate.trim() && !returnIso) errors.returnDate = SEARCH_FORM_MESSAGES.dateFormat;

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

/**
 * The legs the switch opens with: the simple form's trip as the first leg (and its way back as the
 * second when a return date was typed), or the legs typed before, with the first leg as the simple
 * fields now say it.
 */
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

/** A leg of a multi-city search string: the codes still need their city names. */
export interface LegReading {
  originCode: string;
  destinationCode: string;
  date: string;
}

/** What a search string says, read as far as possible (codes still need their city names). */
export interface SearchStringReading {
  originCode: string | null;
  destinationCode: string | null;
  values: Omit<SearchFormValues, 'from' | 'to' | 'fromText' | 'toText' | 'legs'>;
  /** Every leg of a multi-city string (empty for one way and return). */
  legs: LegReading[];
  /** The codec's Russian explanation when the string is not a valid search; null when it is. */
  message: string | null;
  params: FlightSearchParams | null;
  /** The string as the codec writes it (a link may differ in case or spelling); null when invalid. */
  searchString: string | null;
}

// Each piece counts only where the layout puts it, after every piece before it: "hello" or
// "garbage" (whose B is no cabin letter) fill nothing and leave the form at its defaults.
const LENIENT = /^(?:([A-Z]{3})(?=\d)(?:(\d{4})(?:([A-Z]{3})(?:(\d+)(B?))?)?)?)?/;

/**
 * Fills the form from `/search/:searchString`. A valid string gives everything; a broken one
 * gives every piece that can still be read, plus the codec's message, so the page never shows
 * an empty form for a link that was almost right.
 */
export function readSearchString(searchString: string, todayIso: string): SearchStringReading {
  const decoded = decodeSearchString(searchString, todayIso);
  if (decoded.ok) return { ...readingOfParams(decoded.value), message: null, params: decoded.value, searchString: encodeSearchString(decoded.value) };
  const legs = readLegsLeniently(searchString.trim().toUpperCase().slice(0, 80), todayIso);
  if (legs) return { ...readingOfParams(legs), message: decoded.message, params: null, searchString: null };
  const [, origin = null, ddmm = null, destination = null, digits = '', business = ''] = LENIENT.exec(searchString.trim().toUpperCase().slice(0, 32))!;
  // The codec's own date rule (the first such day from today), through a probe string.
  const dateOf = (text: string | null) => {
    if (!text) return '';
    const probe = decodeSearchString(`AAA${text}BBB1`, todayIso);
    return probe.ok ? isoToDisplayDate(probe.value.departureDate) : '';
  };
  const passengerDigits = digits.length === 5 || digits.length === 7 ? digits.slice(4) : digits;
  const [adults, children = 0, infants = 0] =
    passengerDigits.length === 1 || passengerDigits.length === 3 ? passengerDigits.split('').map(Number) : [DEFAULT_SEARCH_PASSENGERS.adults];
  const passengersUsable = adults !== undefined && adults >= 1 && infants <= adults && adults + children <= MAX_SEATED_PASSENGERS;
  return {
    originCode: origin,
    destinationCode: destination,
    values: {
      departureDate: dateOf(ddmm),
      returnDate: digits.length >= 5 ? dateOf(digits.slice(0, 4)) : '',
      adults: passengersUsable ? adults : DEFAULT_SEARCH_PASSENGERS.adults,
      children: passengersUsable ? children : DEFAULT_SEARCH_PASSENGERS.children,
      infants: passengersUsable ? infants : DEFAULT_SEARCH_PASSENGERS.infants,
      isBusiness: business === 'B',
      multiCity: false,
    },
    legs: [],
    message: decoded.message,
    params: null,
    searchString: null,
  };
}

function readingOfParams(p: FlightSearchParams): Pick<SearchStringReading, 'originCode' | 'destinationCode' | 'values' | 'legs'> {
  return {
    originCode: p.origin,
    destinationCode: p.destination,
    values: {
      departureDate: isoToDisplayDate(p.departureDate),
      returnDate: p.returnDate ? isoToDisplayDate(p.returnDate) : '',
      adults: p.adults,
      children: p.children,
      infants: p.infants,
      isBusiness: p.isBusiness,
      multiCity: Boolean(p.legs),
    },
    legs: (p.legs ?? []).map((leg) => ({ originCode: leg.origin, destinationCode: leg.destination, date: isoToDisplayDate(leg.date) })),
  };
}

// At least two legs in the multi-city layout; the tail after them is read on its own.
const LENIENT_LEGS = /^[A-Z]{3}(?:(?:-[A-Z]{3})?\d{4}[A-Z]{3}){2,}/;
const LENIENT_LEG = /(?:-[A-Z]{3}|^[A-Z]{3})?\d{4}[A-Z]{3}/g;
const LENIENT_PASSENGERS = /^(\d{3}|\d)(B?)/;

/**
 * A broken multi-city string read as far as the codec reads it: the most legs (2 or more) that
 * decode as a trip of their own, with the passengers after them when those are valid.
 */
function readLegsLeniently(text: string, todayIso: string): FlightSearchParams | null {
  const found = LENIENT_LEGS.exec(text);
  if (!found) return null;
  const pieces = found[0].match(LENIENT_LEG) ?? [];
  const tail = LENIENT_PASSENGERS.exec(text.slice(found[0].length));
  for (let count = Math.min(pieces.length, MAX_TRIP_LEGS); count >= MIN_TRIP_LEGS; count -= 1) {
    const legs = pieces.slice(0, count).join('');
    const withPassengers = tail ? decodeSearchString(legs + tail[0], todayIso) : null;
    if (withPassengers?.ok) return withPassengers.value;
    const trip = decodeSearchString(`${legs}1`, todayIso);
    if (trip.ok) return trip.value;
  }
  return null;
}
