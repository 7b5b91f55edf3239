/**
 * Roubles as the whole area prints them: '12 345 ₽'. One formatter for every price here; it moves
 * to the product-wide one in shared/src/format when that lands.
 */
const roubles = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });

export function formatRoubles(amount: number): string {
  return roubles.format(amount);
}

/** 'от 4 120 ₽': a lower bound (popular routes, calendar days). */
export function formatFromPrice(amount: number): string {
  return `от ${formatRoubles(amount)}`;
}
