import { apiGet } from 'shared';
import { placePredictionSchema } from '../place-responses';

/** GET /flights/places/{code}: name and grammatical cases of one IATA code (the results page title). */
export function getPlace(code: string, signal?: AbortSignal) {
  return apiGet(`/flights/places/${encodeURIComponent(code)}`, { schema: placePredictionSchema, signal });
}
