import { addDaysIso, daysBetweenIso, moscowTodayIso } from 'shared';
import { TYPED_DATE_MESSAGE } from 'shared/date-field';
import * as v from 'valibot';
import {
  createTourSearchRequestSchema,
  DEFAULT_TOUR_PARTY,
  DESTINATION_TYPES,
  TOUR_LIMITS,
  TOUR_SEARCH_QUERY as SEARCH_QUERY,
  type DestinationType,
  type TourSearchParams,
} from 'shared/tours';
import { DEFAULT_DEPARTURE_CITY, DEFAULT_NIGHTS, DEFAULT_WINDOW_DAYS, defaultDepartureWindow } from '../common/default-tour';

/**
 * The tour search form as plain data (product rules §3): departure city, a destination from the suggestions, a departure window,
 * a nights range, adults and children's ages. The reducer keeps ranges consistent; the request is checked by the API's schema.
 */
export interface DestinationChoice {
  type: DestinationType;
  id: number;
  name: string;
  locationName: string;
}

export interface SearchFormValues {
  departureCityCode: string;
  destinationText: string;
  destination: DestinationChoice | null;
  departureDateFrom: string;
  departureDateTo: string;
  nightsFrom: number;
  nightsTo: number;
  adults: number;
  /** null: a child added whose age is not chosen yet (the price depends on it). */
  childrenAges: (number | null)[];
}

export type SearchFormField =
  | 'departureCityCode'
  | 'destination'
  | 'departureDateFrom'
  | 'departureDateTo'
  | 'nightsFrom'
  | 'nightsTo'
  | 'adults'
  | 'childrenAges'
  | `childrenAges.${number}`;
export type SearchFormErrors = Partial<Record<SearchFormField, string>>;

export function defaultSearchForm(today = moscowTodayIso()): SearchFormValues {
  return {
    departureCityCode: DEFAULT_DEPARTURE_CITY,
    destinationText: '',
    destination: null,
    ...defaultDepartureWindow(today),
    nightsFrom: DEFAULT_NIGHTS.from,
    nightsTo: DEFAULT_NIGHTS.to,
    adults: DEFAULT_TOUR_PARTY.adults,
    childrenAges: [...DEFAULT_TOUR_PARTY.childrenAges],
  };
}

export type SearchFormAction =
  | { type: 'departureCity'; code: string }
  | { type: 'destinationText'; text: string }
  | { type: 'destination'; choice: DestinationChoice | null }
  | { type: 'dateFrom'; date: string }
  | { type: 'dateTo'; date: string }
  | { type: 'nightsFrom'; nights: number }
  | { type: 'nightsTo'; nights: number }
  | { type: 'adults'; adults: number }
  | { type: 'addChild' }
  | { type: 'childAge'; index: number; age: number | null }
  | { type: 'removeChild'; index: number }
  | { type: 'replace'; values: SearchFormValues };

export function searchFormReducer(state: SearchFormValues, action: SearchFormAction): SearchFormValues {
  switch (action.type) {
    case 'departureCity':
      return { ...state, departureCityCode: action.code };
    case 'destinationText':
      // Typing over a chosen destination un-chooses it: the field must name what will be searched.
      return { ...state, destinationText: action.text, destination: state.destination && state.destination.name === action.text ? state.destination : null };
    case 'destination':
      return { ...state, destination: action.choice, destinationText: action.choice ? action.choice.name : state.destinationText };
    case 'dateFrom': {
      if (!action.date) return { ...state, departureDateFrom: '' };
      // The window moves with its first day and keeps its length (within the two weeks allowed).
      const span = state.departureDateFrom && state.departureDateTo ? daysBetweenIso(state.departureDateFrom, state.departureDateTo) : DEFAULT_WINDOW_DAYS;
      const length = Number.isFinite(span) ? Math.min(Math.max(span, 0), TOUR_LIMITS.maxDepartureWindowDays) : DEFAULT_WINDOW_DAYS;
      return { ...state, departureDateFrom: action.date, departureDateTo: addDaysIso(action.date, length) };
    }
    case 'dateTo':
      return { ...state, departureDateTo: action.date };
    case 'nightsFrom': {
      const nightsTo = Math.min(Math.max(state.nightsTo, action.nights), action.nights + TOUR_LIMITS.maxNightsSpan);
      return { ...state, nightsFrom: action.nights, nightsTo };
    }
    case 'nightsTo': {
      const nightsFrom = Math.max(Math.min(state.nightsFrom, action.nights), action.nights - TOUR_LIMITS.maxNightsSpan);
      return { ...state, nightsTo: action.nights, nightsFrom };
    }
    case 'adults':
      return { ...state, adults: action.adults };
    case 'addChild':
      if (state.childrenAges.length >= TOUR_LIMITS.maxChildren) return state;
      return { ...state, childrenAges: [...state.childrenAges, null] };
    case 'childAge':
      return { ...state, childrenAges: state.childrenAges.map((age, index) => (index === action.index ? action.age : age)) };
    case 'removeChild':
      return { ...state, childrenAges: state.childrenAges.filter((_, index) => index !== action.index) };
    case 'replace':
      return action.values;
  }
}

export const SEARCH_FORM_MESSAGES = {
  chooseDestination: 'Выберите страну, курорт или отель',
  chooseFromList: 'Выберите направление из списка подсказок',
  childAge: 'Укажите возраст ребёнка',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The request to send, or the Russian message of each field that stops it. */
export function toSearchRequest(values: SearchFormValues): { ok: true; request: TourSearchParams } | { ok: false; errors: SearchFormErrors } {
  const errors: SearchFormErrors = {};
  if (!values.destination) errors.destination = values.destinationText.trim() ? SEARCH_FORM_MESSAGES.chooseFromList : SEARCH_FORM_MESSAGES.chooseDestination;
  values.childrenAges.forEach((age, index) => {
    if (age === null) errors[`childrenAges.${index}`] = SEARCH_FORM_MESSAGES.childAge;
  });
  const parsed = v.safeParse(createTourSearchRequestSchema, {
    departureCityCode: values.departureCityCode,
    destination: values.destination ? { type: values.destination.type, id: values.destination.id } : { type: 'country', id: 1 },
    departureDateFrom: values.departureDateFrom,
    departureDateTo: values.departureDateTo,
    nightsFrom: values.nightsFrom,
    nightsTo: values.nightsTo,
    adults: values.adults,
    childrenAges: values.childrenAges.map((age) => age ?? 0),
  });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = (v.getDotPath(issue) ?? 'destination') as SearchFormField;
      if (field.startsWith('destination')) continue; // said above, in the person's words
      errors[field] ??= issue.message;
    }
  }
  // The fields show ДД.ММ.ГГГГ: a date that is missing or unreadable is asked for in that format.
  for (const field of ['departureDateFrom', 'departureDateTo'] as const) if (!ISO_DATE.test(values[field])) errors[field] = TYPED_DATE_MESSAGE;
  const today = moscowTodayIso();
  if (!errors.departureDateFrom && values.departureDateFrom <= today) errors.departureDateFrom = 'Дата вылета — не раньше завтрашнего дня';
  if (!errors.departureDateTo && values.departureDateTo > addDaysIso(today, TOUR_LIMITS.horizonDays))
    errors.departureDateTo = 'Туры продаются не больше чем на год вперёд';
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.output };
}

/** The address of a search (`/tours?from=MOW&destination=country-3&dateFrom=…`): a link that repeats it. */
export function searchQueryOf(request: TourSearchParams): Record<string, string> {
  const query: Record<string, string> = {
    [SEARCH_QUERY.from]: request.departureCityCode,
    [SEARCH_QUERY.destination]: `${request.destination.type}-${request.destination.id}`,
    [SEARCH_QUERY.dateFrom]: request.departureDateFrom,
    [SEARCH_QUERY.dateTo]: request.departureDateTo,
    [SEARCH_QUERY.nightsFrom]: String(request.nightsFrom),
    [SEARCH_QUERY.nightsTo]: String(request.nightsTo),
    [SEARCH_QUERY.adults]: String(request.adults),
  };
  if (request.childrenAges.length) query[SEARCH_QUERY.children] = request.childrenAges.join(',');
  return query;
}

export interface SearchFromQuery {
  values: SearchFormValues;
  /** The destination the address names; its name comes from the API (cached per id). */
  destinationRef: { type: DestinationType; id: number } | null;
}

const DESTINATION_PATTERN = new RegExp(`^(${DESTINATION_TYPES.join('|')})-(\\d{1,9})$`);

/** Reads the address bar leniently: an unparsable value keeps the default, and the form says what is wrong with the rest. */
export function searchFromQuery(query: URLSearchParams, today = moscowTodayIso()): SearchFromQuery {
  const values = defaultSearchForm(today);
  const from = query.get(SEARCH_QUERY.from);
  if (from && /^[A-Z]{3}$/.test(from)) values.departureCityCode = from;
  const date = (name: string) => {
    const text = query.get(name);
    return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
  };
  const number = (name: string) => {
    const text = query.get(name);
    return text && /^\d{1,2}$/.test(text) ? Number(text) : null;
  };
  const dateFrom = date(SEARCH_QUERY.dateFrom);
  const dateTo = date(SEARCH_QUERY.dateTo);
  if (dateFrom) {
    values.departureDateFrom = dateFrom;
    values.departureDateTo = dateTo ?? addDaysIso(dateFrom, DEFAULT_WINDOW_DAYS);
  } else if (dateTo) values.departureDateTo = dateTo;
  values.nightsFrom = number(SEARCH_QUERY.nightsFrom) ?? values.nightsFrom;
  values.nightsTo = number(SEARCH_QUERY.nightsTo) ?? Math.max(values.nightsTo, values.nightsFrom);
  values.adults = number(SEARCH_QUERY.adults) ?? values.adults;
  const children = query.get(SEARCH_QUERY.children);
  if (children && /^\d{1,2}(,\d{1,2}){0,9}$/.test(children)) values.childrenAges = children.split(',').map(Number);
  const destination = DESTINATION_PATTERN.exec(query.get(SEARCH_QUERY.destination) ?? '');
  const destinationRef = destination ? { type: destination[1] as DestinationType, id: Number(destination[2]) } : null;
  return { values, destinationRef };
}
