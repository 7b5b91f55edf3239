import * as v from 'valibot';

/** How many routes the API answers at most: the home page reserves their room while it waits. */
export const POPULAR_ROUTES_LIMIT = 8;

/**
 * `GET /flights/popular-routes?origin=MOW`: the most travelled routes from one city with the
 * cheapest one-way fare for one adult over the next days, so the home page shows "от N ₽" that a
 * search would really find. Shared by the API route and the home page.
 */
export const popularRoutesSchema = v.object({
  origin: v.object({ cityId: v.string(), city: v.string(), country: v.string() }),
  items: v.array(
    v.object({
      destination: v.object({ cityId: v.string(), city: v.string(), country: v.string() }),
      /** The date (YYYY-MM-DD) the price was found for; the home page searches that day. */
      departureDate: v.string(),
      minPrice: v.number(),
    }),
  ),
});
export type PopularRoutes = v.InferOutput<typeof popularRoutesSchema>;
