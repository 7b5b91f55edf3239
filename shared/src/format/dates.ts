// The site's calendar days as plain ISO YYYY-MM-DD strings: Moscow "today", day arithmetic and ISO ↔ DD.MM.YYYY,
// with the rule a typed date is read by, so a form and its date field agree.
// No dayjs here: `shared/flights` and `shared/passengers` bundle it into area pages, which must not carry the locale.
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
  return dayNumberOfIso(toIso) - dayNumberOfIso(fromIso);
}

/** A day as a whole number (days since 1970-01-01; Thursday is 0 modulo 7), for loops that count days by the million. */
export function dayNumberOfIso(iso: string): number {
  return Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);
}

export function isoOfDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Whether `iso` is YYYY-MM-DD of a day the calendar has (2027-02-30 is not). */
export function isRealIsoDay(iso: string): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? dayNumberOfIso(iso) : Number.NaN;
  return !Number.isNaN(day) && isoOfDayNumber(day) === iso;
}

const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Why a typed text is not a usable date: not DD.MM.YYYY, a day the calendar lacks (31.02), or before 1900. */
export type DisplayDateProblem = 'format' | 'no-such-day' | 'too-early';

export function displayDateProblem(text: string): DisplayDateProblem | null {
  const match = DISPLAY_DATE.exec(text);
  if (!match) return 'format';
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return 'no-such-day';
  if (Number(yyyy) < 1900) return 'too-early';
  return null;
}

/** Parses a typed DD.MM.YYYY into ISO YYYY-MM-DD, or null when the text is not a real calendar date. */
export function displayDateToIso(text: string): string | null {
  if (displayDateProblem(text)) return null;
  const [dd, mm, yyyy] = text.split('.');
  return `${yyyy}-${mm}-${dd}`;
}

export function isoToDisplayDate(iso: string): string {
  const [yyyy, mm, dd] = iso.slice(0, 10).split('-');
  return `${dd}.${mm}.${yyyy}`;
}

/** What a date field says when what is typed is not a date (the spec's date message). */
export const TYPED_DATE_MESSAGE = 'Заполните дату в формате ДД.ММ.ГГГГ';

/** What a date field says of a day its calendar has not (31.11): the same words as the passengers' dates. */
export const NO_SUCH_DATE_MESSAGE = 'Такой даты нет';

/** What is wrong with a typed date: «Такой даты нет» for a day the calendar has not, else the format; null for a date. */
export function typedDateMessage(text: string): string | null {
  const problem = displayDateProblem(normaliseTypedDate(text));
  if (problem === null) return null;
  return problem === 'no-such-day' ? NO_SUCH_DATE_MESSAGE : TYPED_DATE_MESSAGE;
}

/** '1.2.2027', '01/02/2027', '01-02-2027' → '01.02.2027'; anything else as typed. */
export function normaliseTypedDate(text: string): string {
  const match = /^\s*(\d{1,2})[./,\- ](\d{1,2})[./,\- ](\d{4})\s*$/.exec(text);
  if (!match) return text.trim();
  const [, dd = '', mm = '', yyyy = ''] = match;
  return `${dd.padStart(2, '0')}.${mm.padStart(2, '0')}.${yyyy}`;
}

/** A date as a person types it into a date field (ДД.ММ.ГГГГ, leniently) → ISO, or null when it is not one. */
export function typedDateToIso(text: string): string | null {
  return displayDateToIso(normaliseTypedDate(text));
}
