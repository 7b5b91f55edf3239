import { formatRussianNumber } from './russian-number';

/**
 * A distance from metres as the site writes it: '800 м', '4,3 км', '15 км'. A hotel's text (the API's) and the figure beside it
 * on the card and page both come from here, so they never disagree.
 */
export function formatDistance(metres: number): string {
  const tensOfMetres = Math.round(metres / 10);
  if (tensOfMetres < 100) return `${tensOfMetres * 10} м`;
  const km = metres / 1000;
  return `${formatRussianNumber(km, { maximumFractionDigits: km < 10 ? 1 : 0 })} км`;
}
