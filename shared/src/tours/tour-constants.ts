/**
 * Constants of the tour area that the search form, the hotel page and the API share. The spec
 * (docs/product-rules.md §3, §9) names the fields; the limits are ours, chosen like Level.travel.
 */

/** Meal plans in the tour-operator codes, cheapest first. */
export const MEAL_PLANS = ['RO', 'BB', 'HB', 'FB', 'AI', 'UAI'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

export const MEAL_PLAN_TEXT: Record<MealPlan, string> = {
  RO: 'Без питания',
  BB: 'Завтраки',
  HB: 'Завтраки и ужины',
  FB: 'Полный пансион',
  AI: 'Всё включено',
  UAI: 'Ультра всё включено',
};

export const DESTINATION_TYPES = ['country', 'resort', 'hotel'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];

/** Variants of every hotel image, largest first: a variant falls back to the next larger one (§3 Image). */
export const HOTEL_IMAGE_VARIANTS = ['full', 'small2x', 'small', 'thumb2x', 'thumb'] as const;
export type HotelImageVariant = (typeof HOTEL_IMAGE_VARIANTS)[number];

/** Pixel sizes of the generated variants (width × height, 3:2). */
export const HOTEL_IMAGE_SIZES: Record<HotelImageVariant, { width: number; height: number }> = {
  full: { width: 1200, height: 800 },
  small2x: { width: 800, height: 534 },
  small: { width: 400, height: 267 },
  thumb2x: { width: 240, height: 160 },
  thumb: { width: 120, height: 80 },
};

/** `sizes` of the hotel page's large photo: the gallery column on wide screens, the screen's width below. */
export const HOTEL_PHOTO_SIZES = '(min-width: 64rem) 45rem, 100vw';

/** The amenity group sorted first on the hotel page (§3 Hotel details). */
export const ROOMS_AMENITY_GROUP = 'ROOMS';

export const TOUR_LIMITS = {
  /** Tours are sold from tomorrow up to a year ahead. */
  horizonDays: 365,
  /** A flexible departure window of at most two weeks (15 days including both ends). */
  maxDepartureWindowDays: 14,
  minNights: 1,
  maxNights: 28,
  /** nightsTo − nightsFrom. */
  maxNightsSpan: 14,
  minAdults: 1,
  maxAdults: 6,
  maxChildren: 4,
  maxChildAge: 17,
  /** A wishlist keeps at most this many tours. */
  maxWishlistElements: 200,
} as const;

/** Tour search defaults (§3 Tour search state, §9): one adult, no children. */
export const DEFAULT_TOUR_PARTY = { adults: 1, childrenAges: [] as number[] } as const;
