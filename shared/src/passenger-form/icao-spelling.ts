import { ICAO_DOC_9303, translate } from 'iuliia';

const CYRILLIC = /[А-Яа-яЁё]/;

/**
 * How a name typed in Cyrillic is spelt in a passport's Latin line (ICAO Doc 9303, which Russian
 * international passports follow: Юлия → IULIIA, Щукин → SHCHUKIN). Null when there is nothing
 * Cyrillic to spell. Upper case, as printed in the passport.
 */
export function icaoSpelling(name: string): string | null {
  const trimmed = name.trim();
  if (!CYRILLIC.test(trimmed)) return null;
  return translate(trimmed, ICAO_DOC_9303).toUpperCase();
}
