/**
 * A simple input mask: `9` a digit, `A` a letter, `*` a letter or digit; anything else is a
 * literal inserted automatically ('99.99.9999' turns '12031990' into '12.03.1990').
 */
const SLOT_PATTERNS: Record<string, RegExp> = {
  '9': /\d/,
  A: /\p{L}/u,
  '*': /[\p{L}\d]/u,
};

export function applyMask(raw: string, mask: string): string {
  const chars = [...raw];
  let position = 0;
  let result = '';
  for (const slot of mask) {
    if (position >= chars.length) break;
    const pattern = SLOT_PATTERNS[slot];
    if (!pattern) {
      result += slot;
      if (chars[position] === slot) position += 1;
      continue;
    }
    while (position < chars.length && !pattern.test(chars[position]!)) position += 1;
    if (position >= chars.length) break;
    result += chars[position];
    position += 1;
  }
  return result;
}
