import { typedDateToIso } from 'shared/date-field';
import { encodeSearchString, MAX_TRIP_LEGS, MIN_TRIP_LEGS, multiCityParams, validateLegDates, type FlightSearchParams } from 'shared/flights';
import { readRequiredDate, routeErrors, type CityChoice, type LegFormValues, type SearchFormValues } from './search-form-values';

export type LegField = 'from' | 'to' | 'date';
export type LegErrors = Partial<Record<LegField, string>>;
export const LEG_FIELD_ORDER: readonly LegField[] = ['from', 'to', 'date'];

const emptyLeg = (from: CityChoice | null, date: string): LegFormValues => ({ from, fromText: from?.city ?? '', to: null, toText: '', date });

/** A new leg leaves from where the last one lands, on the last leg's day; none past the maximum. */
export function withLegAdded(legs: readonly LegFormValues[]): LegFormValues[] {
  if (legs.length >= MAX_TRIP_LEGS) return [...legs];
  const last = legs[legs.length - 1];
  return [...legs, emptyLeg(last?.to ?? null, last?.date ?? '')];
}

/**
 * One leg edited. A destination chosen also becomes the next leg's origin while that one is still
 * empty, as a new leg's would: the trip goes on from where it lands.
 */
export function withLegChanged(legs: readonly LegFormValues[], index: number, patch: Partial<LegFormValues>): LegFormValues[] {
  return legs.map((leg, i) => {
    if (i === index) return { ...leg, ...patch };
    const landed = i === index + 1 && patch.to;
    return landed && !leg.from && !leg.fromText.trim() ? { ...leg, from: patch.to!, fromText: patch.to!.city } : leg;
  });
}

export function withLegRemoved(legs: readonly LegFormValues[], index: number): LegFormValues[] {
  if (legs.length <= MIN_TRIP_LEGS) return [...legs];
  return legs.filter((_, i) => i !== index);
}

/**
 * Every problem of every leg, one record per leg, in the words of the simple form; a date before
 * the leg before it is said on the later leg. All records empty when the trip can be searched.
 */
export function validateLegs(legs: readonly LegFormValues[], todayIso: string): LegErrors[] {
  const dates = legs.map((leg) => readRequiredDate(leg.date));
  // Only readable dates are compared: an empty or mistyped one has its own message.
  const readable = dates.flatMap((date, index) => ('iso' in date ? [{ iso: date.iso, index }] : []));
  const order = validateLegDates(
    readable.map((date) => date.iso),
    todayIso,
  );
  return legs.map((leg, index) => {
    const errors: LegErrors = routeErrors(leg);
    const date = dates[index]!;
    const problem = 'error' in date ? date.error : order[readable.findIndex((known) => known.index === index)];
    if (problem) errors.date = problem;
    return errors;
  });
}

/** The first wrong field, in reading order, or null when the trip can be searched. */
export function firstLegError(errors: readonly LegErrors[]): { index: number; field: LegField } | null {
  for (const [index, leg] of errors.entries()) {
    const field = LEG_FIELD_ORDER.find((name) => leg[name]);
    if (field) return { index, field };
  }
  return null;
}

/** The search of valid legs (call after `validateLegs` found nothing). */
export function searchParamsOfLegs(values: SearchFormValues): FlightSearchParams {
  const legs = values.legs.map((leg) => ({ origin: leg.from!.cityId, destination: leg.to!.cityId, date: typedDateToIso(leg.date)! }));
  return multiCityParams(legs, values);
}

export function searchStringOfLegs(values: SearchFormValues): string {
  return encodeSearchString(searchParamsOfLegs(values));
}
