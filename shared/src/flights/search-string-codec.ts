// A flight search as one string (`MOW2512LED30121`) and the limits every search keeps: the front end
// and the API write, read and check a search by this one rule.
import { daysBetweenIso } from '../format/dates';
import flightSearchStart from './flight-search-start.json' with { type: 'json' };

/** Passenger and date limits of a flight search (product rules §D, #d-search-limits: ours, the rules give none). */
export const MAX_SEATED_PASSENGERS = 9;
/** Schedules exist for today and the next 364 days. */
export const SEARCH_HORIZON_DAYS = 365;
export const DEFAULT_SEARCH_PASSENGERS = { adults: 1, children: 0, infants: 0, isBusiness: false } as const;
/** A multi-city search («Сложный маршрут») has 2 to 6 legs (product rules §D, the search string). */
export const MIN_TRIP_LEGS = 2;
export const MAX_TRIP_LEGS = 6;
/**
 * Between two legs of a trip the next leaves at least this long after the last one lands, or on a
 * later day (product rules §D, flight search).
 */
export const MIN_LEG_CONNECTION_MINUTES = 120;

/**
 * The `/search/:searchString` codec of the front end and the API (product rules §D, "The search string"):
 *   MOW2512LED30121   = MOW → LED on 25.12, back on 30.12, 1 adult, economy;  MOW2512LED1 = one way, 1 adult
 *   SVO0103AYT0803210B = SVO → AYT 01.03, back 08.03, 2 adults, 1 child, 0 infants, business
 *   MOW2512IST2812AYT0301MOW1 = multi-city: MOW → IST 25.12, IST → AYT 28.12, AYT → MOW 03.01
 *   MOW2512LED-KGD0301MOW1    = multi-city with an open jaw: MOW → LED 25.12, KGD → MOW 03.01
 * Layout: ORIGIN(3) DDMM DESTINATION(3) [DDMM] PASSENGERS [B]; further legs chain `DDMM DESTINATION` from where the last landed,
 * `-ORIGIN DDMM DESTINATION` from elsewhere. PASSENGERS is one digit (adults) or three (adults, children, infants), so the digit
 * tail has 1, 3, 5 or 7 digits (1 or 3 with chained legs) and is never ambiguous. Years are implied: a date is the first such
 * day on or after today (departure) or the date before it (return, next leg), within the 365-day horizon.
 */
export interface FlightSearchParams {
  /** IATA city code (MOW) or airport code (SVO). With `legs`, the first leg's. */
  origin: string;
  destination: string;
  /** ISO YYYY-MM-DD. With `legs`, the first leg's. */
  departureDate: string;
  /** Always null with `legs`. */
  returnDate: string | null;
  adults: number;
  children: number;
  infants: number;
  isBusiness: boolean;
  /**
   * A multi-city search («Сложный маршрут»): every leg in order, 2 to 6 of them; `origin`,
   * `destination` and `departureDate` repeat the first leg. Absent for one way and return.
   */
  legs?: SearchLeg[];
}

/** One flight of a search: from, to, the day (ISO). */
export interface SearchLeg {
  origin: string;
  destination: string;
  date: string;
}

/** The legs any search flies, in order: one way is one, a return two, a multi-city its own. */
export function searchLegs(params: FlightSearchParams): SearchLeg[] {
  if (params.legs) return params.legs;
  const outbound = { origin: params.origin, destination: params.destination, date: params.departureDate };
  return params.returnDate ? [outbound, { origin: params.destination, destination: params.origin, date: params.returnDate }] : [outbound];
}

/** The search params of a multi-city search of these legs (the first leg repeated at the top). */
export function multiCityParams(legs: SearchLeg[], passengers: Pick<FlightSearchParams, 'adults' | 'children' | 'infants' | 'isBusiness'>): FlightSearchParams {
  const first = legs[0]!;
  return {
    origin: first.origin,
    destination: first.destination,
    departureDate: first.date,
    returnDate: null,
    adults: passengers.adults,
    children: passengers.children,
    infants: passengers.infants,
    isBusiness: passengers.isBusiness,
    legs: legs.map((leg) => ({ origin: leg.origin, destination: leg.destination, date: leg.date })),
  };
}

/**
 * What a search string says as far as it can be read, the defaults (1 adult, economy) for the rest:
 * a place or day that cannot be read is null. With `legs` (two or more readable legs), a multi-city search.
 */
export interface SearchStringRead extends Omit<FlightSearchParams, 'origin' | 'destination' | 'departureDate'> {
  origin: string | null;
  destination: string | null;
  departureDate: string | null;
}

/** A broken string gives its Russian message and what could still be read (`read`), so a page never starts from nothing. */
export type DecodeResult = { ok: true; value: FlightSearchParams } | { ok: false; message: string; read: SearchStringRead };

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
  legCount: `В сложном маршруте от ${MIN_TRIP_LEGS} до ${MAX_TRIP_LEGS} перелётов`,
  badLegDate: 'Некорректная дата перелёта',
  legBeforePrevious: 'Дата перелёта раньше даты предыдущего перелёта',
} as const;

/** The longest string the codec writes: six legs, each from elsewhere, three passenger digits and B. */
export const MAX_SEARCH_STRING_LENGTH = 10 + (MAX_TRIP_LEGS - 1) * 11 + 4;

/** The letters and length of any string the codec writes, as a regex source readers check before decoding (kept in flight-search-start.json with the search's other constants). */
export const SEARCH_STRING_PATTERN: string = flightSearchStart.searchStringPattern;

/** The pieces in layout order, each read only after every piece before it. */
const PIECES = {
  origin: /[A-Z]{3}(?=\d)/y,
  date: /\d{4}/y,
  destination: /[A-Z]{3}/y,
  leg: /(?:-([A-Z]{3}))?(\d{4})([A-Z]{3})/y,
  digits: /\d+/y,
  business: /B/y,
};

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
  if (params.legs) {
    const legs = params.legs.map((leg, index) => {
      const from = index > 0 && params.legs![index - 1]!.destination === leg.origin ? '' : (index > 0 ? '-' : '') + leg.origin;
      return from + ddmm(leg.date) + leg.destination;
    });
    return legs.join('') + passengers + (params.isBusiness ? 'B' : '');
  }
  return (
    params.origin +
    ddmm(params.departureDate) +
    params.destination +
    (params.returnDate ? ddmm(params.returnDate) : '') +
    passengers +
    (params.isBusiness ? 'B' : '')
  );
}

/** The layout's pieces of `text`, as far as they go; `complete` when nothing is left over. */
function readPieces(text: string) {
  let at = 0;
  const take = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (found) at = pattern.lastIndex;
    return found;
  };
  const origin = take(PIECES.origin)?.[0] ?? null;
  const date = origin ? (take(PIECES.date)?.[0] ?? null) : null;
  const destination = date ? (take(PIECES.destination)?.[0] ?? null) : null;
  /** The legs after the first, [origin from elsewhere or '', DDMM, destination]: a multi-city search. */
  const more: [string, string, string][] = [];
  for (let leg; destination && (leg = take(PIECES.leg));) more.push([leg[1] ?? '', leg[2]!, leg[3]!]);
  const digits = destination ? (take(PIECES.digits)?.[0] ?? '') : '';
  const isBusiness = digits !== '' && take(PIECES.business) !== null;
  return { origin, date, destination, more, digits, isBusiness, complete: digits !== '' && at === text.length };
}

/** The passengers of their digits (one or three), or what is wrong with them. */
function readPassengers(digits: string): { adults: number; children: number; infants: number } | { problem: string } {
  if (digits.length !== 1 && digits.length !== 3) return { problem: SEARCH_STRING_MESSAGES.malformed };
  const [adults = 0, children = 0, infants = 0] = digits.split('').map(Number);
  const problem = validateSearchPassengers(adults, children, infants);
  return problem ? { problem } : { adults, children, infants };
}

/** What is wrong with a DDMM that names no day within the horizon: too far, or no date at all. */
const dayProblem = (text: string, notADate: string) => (isRealDayMonth(text) ? SEARCH_STRING_MESSAGES.outOfHorizon : notADate);

/** The legs in order as far as each is a flight (two cities, its day on or after the one before), and the first problem. */
function readLegs(legTexts: [string, string, string][], todayIso: string): { legs: SearchLeg[]; problem: string | null } {
  const legs: SearchLeg[] = [];
  for (const [index, [elsewhere, dateText, destination]] of legTexts.entries()) {
    const origin = elsewhere || legs.at(-1)!.destination;
    if (origin === destination) return { legs, problem: SEARCH_STRING_MESSAGES.sameCities };
    const previous = legs.at(-1)?.date ?? todayIso;
    const date = resolveDayMonth(dateText, previous, SEARCH_HORIZON_DAYS - daysBetweenIso(todayIso, previous));
    if (!date) return { legs, problem: dayProblem(dateText, index === 0 ? SEARCH_STRING_MESSAGES.badDeparture : SEARCH_STRING_MESSAGES.badLegDate) };
    legs.push({ origin, destination, date });
  }
  return { legs, problem: null };
}

/**
 * Reads a search string; never throws. A valid one gives its parameters, any other its Russian message (the first problem in
 * layout order) and what it still says, piece by piece: a multi-city string its legs as far as they make a trip of two or
 * more, any other its places, days and passengers where readable.
 */
export function decodeSearchString(searchString: unknown, todayIso: string): DecodeResult {
  const text = typeof searchString === 'string' ? searchString.trim().toUpperCase() : '';
  const { origin, date, destination, more, digits, isBusiness, complete } = readPieces(text);
  const shaped = typeof searchString === 'string' && searchString.length <= MAX_SEARCH_STRING_LENGTH && complete;
  const departureDate = date && resolveDayMonth(date, todayIso, SEARCH_HORIZON_DAYS);

  if (more.length > 0) {
    const trip = readLegs([[origin!, date!, destination!], ...more], todayIso);
    // Of a longer tail, the passengers are its first three digits, or its first.
    const passengerText = digits.slice(0, digits.length >= 3 ? 3 : 1);
    const passengers = readPassengers(passengerText);
    const travellers = 'problem' in passengers ? DEFAULT_SEARCH_PASSENGERS : { ...passengers, isBusiness: isBusiness && passengerText === digits };
    const problem =
      !shaped || passengerText !== digits
        ? SEARCH_STRING_MESSAGES.malformed
        : (trip.problem ?? (more.length >= MAX_TRIP_LEGS ? SEARCH_STRING_MESSAGES.legCount : 'problem' in passengers ? passengers.problem : null));
    if (!problem) return { ok: true, value: multiCityParams(trip.legs, travellers) };
    if (trip.legs.length >= MIN_TRIP_LEGS) return { ok: false, message: problem, read: multiCityParams(trip.legs.slice(0, MAX_TRIP_LEGS), travellers) };
    // Fewer than two legs make no trip: the first is read as a one-way search's places and day.
    return { ok: false, message: problem, read: { origin, destination, departureDate, returnDate: null, ...DEFAULT_SEARCH_PASSENGERS } };
  }

  // One way or return: the digits are DDMM of the way back (when 5 or 7), then the passengers.
  const returnText = digits.length >= 5 ? digits.slice(0, 4) : null;
  const returnFrom = departureDate ?? todayIso;
  const returnDate = returnText && resolveDayMonth(returnText, returnFrom, SEARCH_HORIZON_DAYS - daysBetweenIso(todayIso, returnFrom));
  const passengers = readPassengers(returnText ? digits.slice(4) : digits);
  const problem =
    !shaped || digits.length > 7
      ? SEARCH_STRING_MESSAGES.malformed
      : origin === destination
        ? SEARCH_STRING_MESSAGES.sameCities
        : digits.length % 2 === 0
          ? SEARCH_STRING_MESSAGES.malformed
          : !departureDate
            ? dayProblem(date!, SEARCH_STRING_MESSAGES.badDeparture)
            : returnText && !returnDate
              ? dayProblem(returnText, SEARCH_STRING_MESSAGES.badReturn)
              : 'problem' in passengers
                ? passengers.problem
                : null;
  const travellers = { ...('problem' in passengers ? DEFAULT_SEARCH_PASSENGERS : passengers), isBusiness };
  if (!problem)
    return { ok: true, value: { origin: origin!, destination: destination!, departureDate: departureDate!, returnDate: returnDate ?? null, ...travellers } };
  return { ok: false, message: problem, read: { origin, destination, departureDate: departureDate ?? null, returnDate: returnDate ?? null, ...travellers } };
}

function isRealDayMonth(text: string): boolean {
  // 29.02 is real (leap years) even when the next one is beyond the horizon.
  return resolveDayMonth(text, '2024-01-01', 366) !== null;
}

/** Checks a multi-city form's leg dates (readable, not past, within the horizon, not before the leg before): a message or null per leg. */
export function validateLegDates(dates: readonly string[], todayIso: string): (string | null)[] {
  return dates.map((date, index) => {
    const offset = daysBetweenIso(todayIso, date);
    if (Number.isNaN(offset)) return index === 0 ? SEARCH_STRING_MESSAGES.badDeparture : SEARCH_STRING_MESSAGES.badLegDate;
    if (offset < 0) return SEARCH_STRING_MESSAGES.pastDate;
    if (offset >= SEARCH_HORIZON_DAYS) return SEARCH_STRING_MESSAGES.outOfHorizon;
    const previous = index > 0 ? daysBetweenIso(todayIso, dates[index - 1]!) : Number.NaN;
    if (!Number.isNaN(previous) && offset < previous) return SEARCH_STRING_MESSAGES.legBeforePrevious;
    return null;
  });
}

/** Checks dates of params built elsewhere (a form, a deep link) against today and the horizon. */
export function validateSearchDates(params: Pick<FlightSearchParams, 'departureDate' | 'returnDate' | 'legs'>, todayIso: string): string | null {
  if (params.legs)
    return (
      validateLegDates(
        params.legs.map((leg) => leg.date),
        todayIso,
      ).find((problem) => problem !== null) ?? null
    );
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
