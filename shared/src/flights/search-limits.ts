/** Passenger and date limits of a flight search (product rules §D, #d-search-limits: ours, the rules give none). */
export const MAX_SEATED_PASSENGERS = 9;
/** Schedules exist for today and the next 364 days. */
export const SEARCH_HORIZON_DAYS = 365;
export const DEFAULT_SEARCH_PASSENGERS = { adults: 1, children: 0, infants: 0, isBusiness: false } as const;

/** Today's date in Moscow (UTC+3 all year since 2014), ISO YYYY-MM-DD: the site's calendar day. */
export function moscowTodayIso(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

export function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function daysBetweenIso(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}
