import { formatRussianNumber } from './russian-number';

/**
 * A distance as the site writes it, from metres: '800 м', '4,3 км', '15 км' (tens of metres under a
 * kilometre, a tenth of a kilometre under 10 km, whole kilometres from there). A hotel's own text
 * (written by the API) and the figure beside it on the card and the hotel page both come from here,
 * so they never disagree.
 */
export function formatDistance(metres: number): string {
  const tensOfMetres = Math.round(metres / 10);
  if (tensOfMetres < 100) return `${tensOfMetres * 10} м`;
  const km = metres / 1000;
  return `${formatRussianNumber(km, { maximumFractionDigits: km < 10 ? 1 : 0 })} км`;
}
