import { daysBetweenIso } from '../format/dates';
import { MAX_SEATED_PASSENGERS, SEARCH_HORIZON_DAYS } from './search-limits';

/**
 * The `/search/:searchString` codec, shared by the front end and the API.
 *
 *   MOW2512LED30121   = MOW → LED on 25.12, back on 30.12, 1 adult, economy
 *   MOW2512LED1       = one way, 1 adult
 *   SVO0103AYT0803210B = SVO → AYT 01.03, back 08.03, 2 adults, 1 child, 0 infants, business
 *
 * Layout: ORIGIN(3) DDMM DESTINATION(3) [DDMM] PASSENGERS [B]
 * PASSENGERS is one digit (adults, no children or infants) or three digits (adults, children,
 * infants) — so the digit tail after the destination has 1, 3, 5 or 7 digits and is never
 * ambiguous. Years are implied: a date is the first such day on or after today (departure) or
 * on or after the departure (return), within the 365-day schedule horizon.
 */
export interface FlightSearchParams {
  /** IATA city code (MOW) or airport code (SVO). */
  origin: string;
  destination: string;
  /** ISO YYYY-MM-DD. */
  departureDate: string;
  returnDate: string | null;
  adults: number;
  children: number;
  infants: number;
  isBusiness: boolean;
}

export type DecodeResult = { ok: true; value: FlightSearchParams } | { ok: false; message: string };

export const SEARCH_STRING_MESSAGES = {
  malformed: 'Некорректная ссылка на поиск: ожидается вид MOW2512LED30121',
  sameCities: 'Города вылета и прилёта должны различаться',
  badDeparture: 'Некорректная дата вылета',
  badReturn: 'Некорректная дата обратного вылета',
  outOfHorizon: 'Рейсы можно искать не дальше чем на год вперёд',
  noAdults: 'Нужен хотя бы один взрослый пассажир',
  tooManyInfants: 'Младенцев не может быть больше, чем взрослых',
  tooManyPassengers: `Можно выбрать не больше ${MAX_SEATED_PASSENGERS} пассажиров с местом`,
  returnBeforeDeparture: 'Дата обратного вылета раньше даты вылета',
  pastDate: 'Дата вылета уже прошла',
} as const;

const SHAPE = /^([A-Z]{3})(\d{4})([A-Z]{3})(\d{1,7})(B?)$/;

function ddmm(iso: string): string {
  return iso.slice(8, 10) + iso.slice(5, 7);
}

/** The first date on or after `fromIso` with the given DDMM, or null if none within a horizon. */
function resolveDayMonth(text: string, fromIso: string, horizonDays: number): string | null {
  const day = Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const fromYear = Number(fromIso.slice(0, 4));
  for (let year = fromYear; year <= fromYear + 1; year += 1) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1) continue; // 31.04, 29.02 in a common year
    const iso = date.toISOString().slice(0, 10);
    const offset = daysBetweenIso(fromIso, iso);
    if (offset >= 0) return offset < horizonDays ? iso : null;
  }
  return null;
}

export function validateSearchPassengers(adults: number, children: number, infants: number): string | null {
  if (adults < 1) return SEARCH_STRING_MESSAGES.noAdults;
  if (infants > adults) return SEARCH_STRING_MESSAGES.tooManyInfants;
  if (adults + children > MAX_SEATED_PASSENGERS) return SEARCH_STRING_MESSAGES.tooManyPassengers;
  return null;
}

export function encodeSearchString(params: FlightSearchParams): string {
  const passengers = params.children === 0 && params.infants === 0 ? String(params.adults) : `${params.adults}${params.children}${params.infants}`;
  return (
    params.origin +
    ddmm(params.departureDate) +
    params.destination +
    (params.returnDate ? ddmm(params.returnDate) : '') +
    passengers +
    (params.isBusiness ? 'B' : '')
  );
}

/** Never throws: any input gives either the parameters or a Russian message. */
export function decodeSearchString(searchString: unknown, todayIso: string): DecodeResult {
  const fail = (message: string): DecodeResult => ({ ok: false, message });
  if (typeof searchString !== 'string' || searchString.length > 32) return fail(SEARCH_STRING_MESSAGES.malformed);
  const match = SHAPE.exec(searchString.trim().toUpperCase());
  if (!match) return fail(SEARCH_STRING_MESSAGES.malformed);
  const [, origin = '', departureText = '', destination = '', tail = '', business = ''] = match;
  if (origin === destination) return fail(SEARCH_STRING_MESSAGES.sameCities);

  let returnText: string | null = null;
  let passengerText: string;
  if (tail.length === 1 || tail.length === 3) passengerText = tail;
  else if (tail.length === 5 || tail.length === 7) {
    returnText = tail.slice(0, 4);
    passengerText = tail.slice(4);
  } else return fail(SEARCH_STRING_MESSAGES.malformed);

  const departureDate = resolveDayMonth(departureText, todayIso, SEARCH_HORIZON_DAYS);
  if (!departureDate) {
    return fail(isRealDayMonth(departureText) ? SEARCH_STRING_MESSAGES.outOfHorizon : SEARCH_STRING_MESSAGES.badDeparture);
  }
  let returnDate: string | null = null;
  if (returnText) {
    const remaining = SEARCH_HORIZON_DAYS - daysBetweenIso(todayIso, departureDate);
    returnDate = resolveDayMonth(returnText, departureDate, remaining);
    if (!returnDate) {
      return fail(isRealDayMonth(returnText) ? SEARCH_STRING_MESSAGES.outOfHorizon : SEARCH_STRING_MESSAGES.badReturn);
    }
  }
  const digits = passengerText.split('').map(Number);
  const [adults = 0, children = 0, infants = 0] = digits;
  const passengerError = validateSearchPassengers(adults, children, infants);
  if (passengerError) return fail(passengerError);
  return {
    ok: true,
    value: { origin, destination, departureDate, returnDate, adults, children, infants, isBusiness: business === 'B' },
  };
}

function isRealDayMonth(text: string): boolean {
  // 29.02 is real (leap years) even when the next one is beyond the horizon.
  return resolveDayMonth(text, '2024-01-01', 366) !== null;
}

/** Checks dates of params built elsewhere (a form, a deep link) against today and the horizon. */
export function validateSearchDates(params: Pick<FlightSearchParams, 'departureDate' | 'returnDate'>, todayIso: string): string | null {
  const offset = daysBetweenIso(todayIso, params.departureDate);
  if (Number.isNaN(offset)) return SEARCH_STRING_MESSAGES.badDeparture;
  if (offset < 0) return SEARCH_STRING_MESSAGES.pastDate;
  if (offset >= SEARCH_HORIZON_DAYS) return SEARCH_STRING_MESSAGES.outOfHorizon;
  if (params.returnDate) {
    const back = daysBetweenIso(todayIso, params.returnDate);
    if (Number.isNaN(back)) return SEARCH_STRING_MESSAGES.badReturn;
    if (back < offset) return SEARCH_STRING_MESSAGES.returnBeforeDeparture;
    if (back >= SEARCH_HORIZON_DAYS) return SEARCH_STRING_MESSAGES.outOfHorizon;
  }
  return null;
}
