// Made on first use, not when the module loads: the first Russian Intl formatter of a page loads the
// locale's data, about 25–45 ms of a mid phone's main thread (100–180 ms at Lighthouse's 4× CPU
// slowdown), which every page paid at start-up, even pages that show no price.
let ruNumber: Intl.NumberFormat | undefined;

/**
 * An amount in roubles as the whole product writes it: `12 345 ₽`. Both spaces are no-break
 * spaces (U+00A0): the digit groups are what the Russian locale gives, and the one before `₽`
 * keeps the sign from wrapping onto a line of its own in a narrow table cell or a mail.
 */
export function formatRub(amount: number): string {
  ruNumber ??= new Intl.NumberFormat('ru-RU');
  return `${ruNumber.format(amount)}\u00a0₽`;
}
