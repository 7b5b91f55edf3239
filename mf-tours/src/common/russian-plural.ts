import { pluralRu } from 'shared';

// The three forms of each word the tour pages count (one, few, many), for `pluralRu` in shared.
export const NIGHT_WORDS = ['ночь', 'ночи', 'ночей'] as const;
export const ADULT_WORDS = ['взрослый', 'взрослых', 'взрослых'] as const;
export const CHILD_WORDS = ['ребёнок', 'ребёнка', 'детей'] as const;
// After 'за' (a price for whom): the accusative, which for people is the genitive's form.
export const ADULT_WORDS_AFTER_ZA = ['взрослого', 'взрослых', 'взрослых'] as const;
export const CHILD_WORDS_AFTER_ZA = ['ребёнка', 'ребёнка', 'детей'] as const;
export const YEAR_WORDS = ['год', 'года', 'лет'] as const;
export const HOTEL_WORDS = ['отель', 'отеля', 'отелей'] as const;
export const STAR_WORDS = ['звезда', 'звезды', 'звёзд'] as const;

/** '7 ночей' */
export function countOf(count: number, words: readonly [string, string, string]): string {
  return `${count} ${pluralRu(count, words)}`;
}
