// TEMPORARY: the product's one rouble formatter (`formatRub` in shared/src/format) is on its way
// to main; until the tours branch has it, the area formats here and only here.
const RU_NUMBER = new Intl.NumberFormat('ru-RU');

/** `12 345 ₽` with no-break spaces, so the sign never wraps onto a line of its own. */
export function formatRub(amount: number): string {
  return `${RU_NUMBER.format(amount)}\u00a0₽`;
}
