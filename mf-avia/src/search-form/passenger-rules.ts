import { pluralRu } from 'shared';
import { MAX_SEATED_PASSENGERS, SEARCH_STRING_MESSAGES } from 'shared/flights';

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

export type PassengerKind = keyof PassengerCounts;

/** Whether a +/- button may act, and if not, the Russian reason shown beside it. */
export type StepVerdict = { allowed: true } | { allowed: false; reason: string };

export const PASSENGER_STEP_REASONS = {
  lastAdult: SEARCH_STRING_MESSAGES.noAdults,
  adultPerInfant: 'Младенец летит на руках у взрослого: сначала уменьшите число младенцев',
  seatsFull: SEARCH_STRING_MESSAGES.tooManyPassengers,
  infantNeedsAdult: SEARCH_STRING_MESSAGES.tooManyInfants,
  noChildren: 'Детей в поиске нет',
  noInfants: 'Младенцев в поиске нет',
} as const;

const ALLOWED: StepVerdict = { allowed: true };
const refuse = (reason: string): StepVerdict => ({ allowed: false, reason });

/** A search's passenger rules, as the codec's: an adult at least, no more infants (on a lap) than adults, at most MAX_SEATED_PASSENGERS adults and children. */
export function stepVerdict(counts: PassengerCounts, kind: PassengerKind, delta: 1 | -1): StepVerdict {
  const seated = counts.adults + counts.children;
  if (delta === 1) {
    if ((kind === 'adults' || kind === 'children') && seated >= MAX_SEATED_PASSENGERS) return refuse(PASSENGER_STEP_REASONS.seatsFull);
    if (kind === 'infants' && counts.infants >= counts.adults) return refuse(PASSENGER_STEP_REASONS.infantNeedsAdult);
    return ALLOWED;
  }
  if (kind === 'adults') {
    if (counts.adults <= 1) return refuse(PASSENGER_STEP_REASONS.lastAdult);
    if (counts.adults <= counts.infants) return refuse(PASSENGER_STEP_REASONS.adultPerInfant);
    return ALLOWED;
  }
  if (kind === 'children' && counts.children <= 0) return refuse(PASSENGER_STEP_REASONS.noChildren);
  if (kind === 'infants' && counts.infants <= 0) return refuse(PASSENGER_STEP_REASONS.noInfants);
  return ALLOWED;
}

/** Applies a step if the rules allow it; otherwise returns the counts unchanged. */
export function stepPassengers(counts: PassengerCounts, kind: PassengerKind, delta: 1 | -1): PassengerCounts {
  return stepVerdict(counts, kind, delta).allowed ? { ...counts, [kind]: counts[kind] + delta } : counts;
}

/** '2 пассажира', '1 пассажир', '5 пассажиров' (Russian plural of the total, infants included). */
export function passengersSummary(counts: PassengerCounts): string {
  const total = counts.adults + counts.children + counts.infants;
  return `${total} ${pluralRu(total, ['пассажир', 'пассажира', 'пассажиров'])}`;
}
