/**
 * Russian plural of a count: one, few (2–4), many (5–20, 0). `plural(3, ['ночь', 'ночи', 'ночей'])`
 * → 'ночи'. Intl.PluralRules gives the same categories; the table keeps the words beside the rule.
 */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = Math.abs(count) % 100;
  const units = tens % 10;
  if (tens > 10 && tens < 20) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

export const NIGHT_WORDS = ['ночь', 'ночи', 'ночей'] as const;
export const ADULT_WORDS = ['взрослый', 'взрослых', 'взрослых'] as const;
export const CHILD_WORDS = ['ребёнок', 'ребёнка', 'детей'] as const;
export const YEAR_WORDS = ['год', 'года', 'лет'] as const;
export const HOTEL_WORDS = ['отель', 'отеля', 'отелей'] as const;
export const STAR_WORDS = ['звезда', 'звезды', 'звёзд'] as const;

/** '7 ночей' */
export function countOf(count: number, words: readonly [string, string, string]): string {
  return `${count} ${plural(count, words)}`;
}
