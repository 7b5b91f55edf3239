import { addDaysIso, moscowTodayIso } from 'shared/node';

/** A date `days` ahead of the site's today (Moscow), YYYY-MM-DD. */
export const daysAhead = (days: number) => addDaysIso(moscowTodayIso(), days);

export const TURKEY = { type: 'country', id: 1 } as const;
export const KEMER = { type: 'resort', id: 102 } as const;

export const wishlistBody = (overrides: Record<string, unknown> = {}) => ({
  hotelId: 1001,
  departureCityCode: 'MOW',
  departureDate: daysAhead(40),
  nights: 7,
  adults: 2,
  childrenAges: [7, 5],
  ...overrides,
});

export const searchBody = (overrides: Record<string, unknown> = {}) => ({
  departureCityCode: 'MOW',
  destination: KEMER,
  departureDateFrom: daysAhead(30),
  departureDateTo: daysAhead(36),
  nightsFrom: 7,
  nightsTo: 10,
  adults: 2,
  childrenAges: [6],
  ...overrides,
});

/** The PNG's width and height from its IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
