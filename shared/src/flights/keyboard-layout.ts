/**
 * Text typed on the wrong layout: 'vjcrdf' is 'москва' on Latin keys, 'ьщысщц' is 'moscow' on ЙЦУКЕН. The API's place search
 * reads both; the form reads Latin → Cyrillic to match the last searches locally and say which city it understood.
 */
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const latinToCyrillic = new Map<string, string>();
const cyrillicToLatin = new Map<string, string>();
for (let i = 0; i < LATIN.length; i += 1) {
  latinToCyrillic.set(LATIN[i]!, CYRILLIC[i]!);
  cyrillicToLatin.set(CYRILLIC[i]!, LATIN[i]!);
}

function mapChars(text: string, table: Map<string, string>): string {
  let out = '';
  for (const ch of text) out += table.get(ch) ?? ch;
  return out;
}

/** The same keys read on the other layout, both ways; lower-case input. */
export function switchKeyboardLayout(text: string): string[] {
  const variants = new Set<string>();
  const toCyrillic = mapChars(text, latinToCyrillic);
  const toLatin = mapChars(text, cyrillicToLatin);
  if (toCyrillic !== text) variants.add(toCyrillic);
  if (toLatin !== text) variants.add(toLatin);
  return [...variants];
}

/** The Cyrillic reading of Latin keys ('vjcrdf' → 'москва'); null when nothing changes. */
export function latinKeysToCyrillic(text: string): string | null {
  const lower = text.toLowerCase();
  const out = mapChars(lower, latinToCyrillic);
  return out === lower ? null : out;
}
