import { apiGet } from 'shared';
import { placePredictionsSchema } from '../place-responses';

/** GET /flights/places?query=мос: city and airport suggestions for the search form. */
export function findPlaces(query: string, limit?: number, signal?: AbortSignal) {
  return apiGet('/flights/places', { query: { query, limit }, schema: placePredictionsSchema, signal });
}
