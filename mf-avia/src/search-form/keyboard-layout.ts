/**
 * Text typed with the wrong keyboard layout: 'vjcrdf' is 'москва' typed on the Latin layout
 * (ЙЦУКЕН over QWERTY). The API reads both layouts on its own; the form uses this to match the
 * traveller's last searches locally and to say which city it understood.
 */
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const toCyrillic = new Map<string, string>();
for (let i = 0; i < LATIN.length; i += 1) toCyrillic.set(LATIN[i]!, CYRILLIC[i]!);

/** The Cyrillic reading of Latin keys ('vjcrdf' → 'москва'); null when nothing changes. */
export function latinKeysToCyrillic(text: string): string | null {
  const lower = text.toLowerCase();
  if (!/[a-z[\];',.`]/.test(lower)) return null;
  let out = '';
  for (const ch of lower) out += toCyrillic.get(ch) ?? ch;
  return out === lower ? null : out;
}

/** Everything a typed query may mean: as typed, and read on the other layout. */
export function queryReadings(text: string): string[] {
  const typed = text.trim().toLowerCase().replace(/ё/g, 'е');
  if (!typed) return [];
  const switched = latinKeysToCyrillic(typed)?.replace(/ё/g, 'е');
  return switched ? [typed, switched] : [typed];
}
