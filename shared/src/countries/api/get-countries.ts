import { apiGet } from '../../api-client';
import { countriesResponseSchema } from '../country-schemas';

/** GET /countries: code and Russian name, sorted by name (citizenship fields). */
export function getCountries(signal?: AbortSignal) {
  return apiGet('/countries', { schema: countriesResponseSchema, signal });
}
