import * as v from 'valibot';
import { DESTINATION_TYPES, MEAL_PLANS } from './tour-constants';

// Answers of the tour calls (docs/product-rules.md §3): the API documents them in /openapi.json, the front end types them.

/** Russian grammatical cases of a city name: 'из Москвы' (genitive), 'в Москве' (prepositional). */
export const nameCasesSchema = v.object({
  nominative: v.string(),
  genitive: v.string(),
  dative: v.string(),
  accusative: v.string(),
  instrumental: v.string(),
  prepositional: v.string(),
});

/** §3 Departure city. */
export const departureCitySchema = v.object({ code: v.string(), name: v.string(), nameCases: nameCasesSchema });
export type DepartureCity = v.InferOutput<typeof departureCitySchema>;
export const departureCitiesSchema = v.object({ items: v.array(departureCitySchema) });

/** §3 Destination. `countryName` only for hotels; `stars` only for hotels (null otherwise). */
export const destinationSchema = v.object({
  type: v.picklist(DESTINATION_TYPES),
  id: v.number(),
  name: v.string(),
  /** Genitive ('Турции'): 'Отели Турции'. */
  nameRo: v.string(),
  /** Accusative ('Турцию'): 'Туры в Турцию'. */
  nameVi: v.string(),
  /** Where it is: '' for a country, the country for a resort, 'resort, country' for a hotel. */
  locationName: v.string(),
  countryName: v.optional(v.string()),
  /** The site path to open it: the tour search for a country or resort, the hotel page for a hotel. */
  url: v.string(),
  stars: v.nullable(v.number()),
});
export type Destination = v.InferOutput<typeof destinationSchema>;
export const destinationsSchema = v.object({ items: v.array(destinationSchema) });

/**
 * §3 Image: PNG paths relative to the API base, each variant falling back to the next larger, then the placeholder; a hotel's own
 * page also gets `webpSrcset` (WebP `<path> <width>w, …`, same base).
 */
export const hotelImageSchema = v.object({
  full: v.string(),
  small: v.string(),
  small2x: v.string(),
  thumb: v.string(),
  thumb2x: v.string(),
  webpSrcset: v.optional(v.string()),
});
export type HotelImage = v.InferOutput<typeof hotelImageSchema>;
export const hotelImagesSchema = v.array(hotelImageSchema);

export const latLonSchema = v.object({ lat: v.number(), lon: v.number() });

export const amenitySchema = v.object({ name: v.string(), icon: v.string(), slug: v.string() });
export type Amenity = v.InferOutput<typeof amenitySchema>;

/** §3 Hotel list element. Rating 0–10, airportDistance in metres; the first image is the main one. */
export const hotelListElementSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  rating: v.number(),
  stars: v.number(),
  airportDistance: v.number(),
  resortId: v.number(),
  resortIds: v.array(v.number()),
  /** The highlights (up to six) for the card. */
  amenities: v.array(amenitySchema),
  images: v.array(hotelImageSchema),
  latlon: latLonSchema,
});
export type HotelListElement = v.InferOutput<typeof hotelListElementSchema>;

export const amenityGroupSchema = v.object({ type: v.string(), typeText: v.string(), amenities: v.array(amenitySchema) });
export type AmenityGroup = v.InferOutput<typeof amenityGroupSchema>;

/** A step of the resort's location, country first: the hotel page's breadcrumbs. */
export const locationElementSchema = v.object({ type: v.picklist(['country', 'resort']), id: v.number(), name: v.string() });

/** `GET /tours/hotels`: every hotel of the catalogue by id and name, for the sitemap (each has its page `/tours/hotels/{id}`). */
export const hotelIndexSchema = v.object({ items: v.array(v.object({ id: v.number(), name: v.string() })) });

/** §3 Hotel details; amenityGroups has ROOMS first. */
export const hotelDetailsSchema = v.object({
  id: v.number(),
  name: v.string(),
  shortDescription: v.string(),
  description: v.string(),
  rating: v.number(),
  stars: v.number(),
  images: v.array(hotelImageSchema),
  resort: v.object({ id: v.number(), name: v.string(), locationName: v.string(), elements: v.array(locationElementSchema) }),
  amenityGroups: v.array(amenityGroupSchema),
  facts: v.array(v.object({ name: v.string(), description: v.string() })),
  latlon: latLonSchema,
  address: v.string(),
  phone: v.string(),
  adminUrl: v.optional(v.string()),
  airportDistance: v.number(),
  yandexOrganizationId: v.string(),
});
export type HotelDetails = v.InferOutput<typeof hotelDetailsSchema>;

/** One tour on sale: a hotel, a flight out and back, a room and a meal plan, priced for the party. */
export const tourOptionSchema = v.object({
  /** Stable for the same tour and party. */
  id: v.string(),
  hotelId: v.number(),
  departureCityCode: v.string(),
  departureDate: v.string(),
  returnDate: v.string(),
  nights: v.number(),
  room: v.object({ code: v.string(), name: v.string() }),
  mealPlan: v.picklist(MEAL_PLANS),
  mealPlanText: v.string(),
  /** Roubles for the whole party (flights, transfer, hotel, insurance). */
  price: v.number(),
  operator: v.object({ code: v.string(), name: v.string() }),
});
export type TourOption = v.InferOutput<typeof tourOptionSchema>;

export const hotelToursSchema = v.object({ hotelId: v.number(), total: v.number(), items: v.array(tourOptionSchema) });

/** A hotel in the results with its cheapest tour and those of its other options; `hotel.images` holds the first five. */
export const tourSearchHotelSchema = v.object({
  hotel: hotelListElementSchema,
  resort: v.object({ id: v.number(), name: v.string() }),
  country: v.object({ id: v.number(), name: v.string() }),
  cheapestTour: tourOptionSchema,
  /** Up to 5 cheapest tours, one per date, nights, room and meal plan. */
  tours: v.array(tourOptionSchema),
  /** How many tours match in all (GET /tours/hotels/{id}/tours lists them). */
  tourCount: v.number(),
  /** Poll sequence number of this version of the hotel. */
  revision: v.number(),
});
export type TourSearchHotel = v.InferOutput<typeof tourSearchHotelSchema>;

export const tourSearchParamsSchema = v.object({
  departureCityCode: v.string(),
  destination: v.object({ type: v.picklist(DESTINATION_TYPES), id: v.number() }),
  departureDateFrom: v.string(),
  departureDateTo: v.string(),
  nightsFrom: v.number(),
  nightsTo: v.number(),
  adults: v.number(),
  childrenAges: v.array(v.number()),
});

/** A progressive search: `items` are hotels added or made cheaper since `after` (replace by id), `cursor` the next `after`, progress 0–100. */
export const tourSearchStateSchema = v.object({
  searchId: v.string(),
  params: tourSearchParamsSchema,
  progress: v.number(),
  complete: v.boolean(),
  operatorsDone: v.number(),
  operatorsTotal: v.number(),
  failed: v.optional(v.boolean()),
  message: v.optional(v.string()),
  items: v.array(tourSearchHotelSchema),
  cursor: v.number(),
  /** Hotels found so far. */
  total: v.number(),
});

/** §3 Tour parameters. */
export const tourParametersSchema = v.object({
  nights: v.number(),
  adults: v.number(),
  childrenAges: v.array(v.number()),
  departureDate: v.string(),
  returnDate: v.string(),
});

/** §3 Wishlist element; `price` is today's cheapest price of that tour (null: not on sale now). */
export const wishlistElementSchema = v.object({
  hash: v.string(),
  url: v.string(),
  tourParameters: tourParametersSchema,
  hotel: hotelListElementSchema,
  departureCity: v.optional(departureCitySchema),
  price: v.nullable(v.number()),
  addedAt: v.string(),
});
export type WishlistElement = v.InferOutput<typeof wishlistElementSchema>;
export const wishlistSchema = v.array(wishlistElementSchema);
