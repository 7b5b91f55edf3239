import { apiGet } from 'shared';
import { routePricesSchema } from '../popular-routes-schema';

/** GET /flights/route-prices?origin=MOW&destination=AER: the lowest price of each of the next 30 days (the route page). */
export function getRoutePrices(origin: string, destination: string, signal?: AbortSignal) {
  return apiGet('/flights/route-prices', { query: { origin, destination }, schema: routePricesSchema, signal });
}
