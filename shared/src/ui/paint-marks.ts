/**
 * The user-timing marks a page sets when it first paints what a traveller waits for; the lab
 * (e2e/bench) reads them, so the names live here once for both.
 */
export const PAINT_MARKS = {
  firstResultRow: 'first-result-row',
  firstHotelCard: 'first-hotel-card',
  firstOrderRow: 'first-order-row',
} as const;

export type PaintMarkName = (typeof PAINT_MARKS)[keyof typeof PAINT_MARKS];
