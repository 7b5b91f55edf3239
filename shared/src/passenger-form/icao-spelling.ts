import { ICAO_DOC_9303, translate } from 'iuliia';

const CYRILLIC = /[А-Яа-яЁё]/;

/** A Cyrillic name as a passport's Latin line spells it (ICAO Doc 9303: Юлия → IULIIA, Щукин → SHCHUKIN), upper case; null when nothing is Cyrillic. */
export function icaoSpelling(name: string): string | null {
  const trimmed = name.trim();
  if (!CYRILLIC.test(trimmed)) return null;
  return translate(trimmed, ICAO_DOC_9303).toUpperCase();
}
