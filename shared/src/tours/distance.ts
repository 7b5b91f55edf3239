/**
 * A distance as the site writes it, from metres: '800 м', '4,3 км', '15 км' (tens of metres under a
 * kilometre, a tenth of a kilometre under 10 km, whole kilometres from there; a half rounds up).
 * The hotel's own text (written by the API) and the figure beside it on the card and the hotel page
 * both come from here, so they never disagree. Whole-number arithmetic on the metres: no Intl (its
 * Russian data loads on the main thread) and nothing else of `shared` pulled into an area's bundle.
 */
export function formatDistance(metres: number): string {
  const tensOfMetres = Math.round(metres / 10);
  if (tensOfMetres < 100) return `${tensOfMetres * 10} м`;
  const tenthsOfKm = Math.round(metres / 100);
  if (tenthsOfKm < 100) return `${Math.trunc(tenthsOfKm / 10)}${tenthsOfKm % 10 ? `,${tenthsOfKm % 10}` : ''} км`;
  return `${String(Math.round(metres / 1000)).replace(/\B(?=(\d{3})+$)/g, '\u00a0')} км`;
}
