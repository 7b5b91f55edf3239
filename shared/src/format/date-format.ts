// Dates as people read them on the site, through dayjs with the Russian locale (Monday first) set up at import.
// Apart from ./dates, whose dayjs-free rules the area bundles copy, so that copy never pulls in the locale.
import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/ru.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import updateLocale from 'dayjs/plugin/updateLocale.js';

/** Product rules §1/§9: dates are shown DD.MM.YYYY; the API and the wishlist speak YYYY-MM-DD. */
export const DISPLAY_DATE_FORMAT = 'DD.MM.YYYY';
/** Product rules §1: the week starts on Monday (dayjs counts Sunday as 0). */
export const WEEK_START_MONDAY = 1;

/**
 * Russian locale with Monday first as dayjs's default: run at import for every area, and exported so the shell states it at start-up
 * without relying on import side effects (`shared` is side-effect free).
 */
export function setupDateLocale(): void {
  dayjs.extend(customParseFormat);
  dayjs.extend(updateLocale);
  dayjs.updateLocale('ru', { weekStart: WEEK_START_MONDAY });
  dayjs.locale('ru');
}

setupDateLocale();

/** A date as people read it on the site: 04.03.2026. Empty for a missing or invalid date. */
export function formatDate(value: ConfigType): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : '';
}

/** A moment on Moscow's clock (UTC+3), as mails name a deadline: '07.12.2026 10:35', whatever the server's time zone. */
export function formatMoscowDateTime(value: string | Date): string {
  const wallClock = new Date(new Date(value).getTime() + 3 * 3600_000).toISOString().slice(0, 16);
  return dayjs(wallClock).format(`${DISPLAY_DATE_FORMAT} HH:mm`);
}

/** A day in a sentence or a mail subject: '17 дек', '3 мая'. */
export function formatDayMonth(isoDay: string): string {
  return dayjs(isoDay).format('D MMM').replace('.', '');
}

export { dayjs };
