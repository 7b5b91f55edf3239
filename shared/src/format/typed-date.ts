import { displayDateToIso } from 'shared';

/** What a date field says when what is typed is not a date (the spec's date message). */
export const TYPED_DATE_MESSAGE = 'Заполните дату в формате ДД.ММ.ГГГГ';

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
