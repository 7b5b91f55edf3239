import { apiGet } from 'shared';
import { popularRoutesSchema } from '../popular-routes-schema';

/** GET /flights/popular-routes?origin=MOW: popular destinations from a city with real "от N ₽" prices (the home page). */
export function getPopularRoutes(origin: string, signal?: AbortSignal) {
  return apiGet('/flights/popular-routes', { query: { origin }, schema: popularRoutesSchema, signal });
}
