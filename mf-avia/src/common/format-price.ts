import { formatRub } from 'shared';

/** 'от 4 120 ₽': a lower bound (popular routes, calendar days), in the product's one rouble format. */
export function formatFromPrice(amount: number): string {
  return `от ${formatRub(amount)}`;
}
