import { apiGet } from '../../api-client';
import { popularRoutesSchema } from './popular-routes-schema';

export function fetchPopularRoutes(origin: string, signal?: AbortSignal) {
  return apiGet('/flights/popular-routes', { query: { origin }, schema: popularRoutesSchema, signal });
}
