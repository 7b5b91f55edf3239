import { formatRussianNumber } from './russian-number';

/**
 * An amount in roubles as the whole product writes it: `12 345 ₽`. Both spaces are no-break
 * spaces (U+00A0): the digit groups are what the Russian locale gives, and the one before `₽`
 * keeps the sign from wrapping onto a line of its own in a narrow table cell or a mail.
 * Written without Intl (`formatRussianNumber`), so the first price of a page does not load the
 * locale's data in the task that renders it.
 */
export function formatRub(amount: number): string {
  return `${formatRussianNumber(amount)}\u00a0₽`;
}
