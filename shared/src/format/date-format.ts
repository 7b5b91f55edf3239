import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/ru';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';

/** Product rules §1/§9: dates are shown DD.MM.YYYY; the API and the wishlist speak YYYY-MM-DD. */
export const DISPLAY_DATE_FORMAT = 'DD.MM.YYYY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** Product rules §1: the week starts on Monday (dayjs counts Sunday as 0). */
export const WEEK_START_MONDAY = 1;

/**
 * Russian locale with Monday first, as the global dayjs default. Runs at import (so every area
 * that formats a date gets it, whoever loads first) and is exported so the shell can state it
 * at start-up without relying on import side effects (`shared` is marked side-effect free).
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

/** Reads a DD.MM.YYYY date typed by a person; null unless it is a real calendar date. */
export function parseDisplayDate(text: string): dayjs.Dayjs | null {
  const date = dayjs(text.trim(), DISPLAY_DATE_FORMAT, true);
  return date.isValid() ? date : null;
}

/** A date in the API's YYYY-MM-DD form. */
export function formatApiDate(value: ConfigType): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(API_DATE_FORMAT) : '';
}

export { dayjs };
