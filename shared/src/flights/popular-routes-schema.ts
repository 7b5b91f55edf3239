import * as v from 'valibot';

/** How many routes the API answers at most: the home page reserves their room while it waits. */
export const POPULAR_ROUTES_LIMIT = 8;

/** `GET /flights/popular-routes?origin=MOW`: the most travelled routes from a city at the cheapest one-way adult fare, "от N ₽" a search would find. */
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

/** How many days a route page shows, from today on: the lowest price of each (docs/product-rules.md §D Route pages). */
export const ROUTE_PRICE_DAYS = 30;

const routeCitySchema = v.object({ cityId: v.string(), city: v.string(), country: v.string() });

/** `GET /flights/route-prices?origin=MOW&destination=AER`: the route page's calendar, the cheapest one-way adult economy total per day (null: nothing flies). */
export const routePricesSchema = v.object({
  origin: routeCitySchema,
  destination: routeCitySchema,
  days: v.array(v.object({ date: v.string(), minPrice: v.nullable(v.number()) })),
});
export type RoutePrices = v.InferOutput<typeof routePricesSchema>;
