// The Russian plural rule on its own, apart from ./russian-number: the flight labels of `shared/flights` import it
// by path into area routes, and a shared module there would bring the number formatter along with it.
/**
 * The Russian word for a count from its three forms, one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…): `pluralRu(3, ['минута',
 * 'минуты', 'минут'])` → 'минуты'. Intl.PluralRules('ru')'s categories for whole numbers, without loading the locale's data.
 */
export function pluralRu(count: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = Math.abs(Math.trunc(count)) % 100;
  const units = tens % 10;
  if (tens > 10 && tens < 20) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}
