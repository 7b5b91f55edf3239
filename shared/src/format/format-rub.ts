const RU_NUMBER = new Intl.NumberFormat('ru-RU');

/**
 * An amount in roubles as the whole product writes it: `12 345 ₽`. Both spaces are no-break
 * spaces (U+00A0): the digit groups are what the Russian locale gives, and the one before `₽`
 * keeps the sign from wrapping onto a line of its own in a narrow table cell or a mail.
 */
export function formatRub(amount: number): string {
  return `${RU_NUMBER.format(amount)}\u00a0₽`;
}
