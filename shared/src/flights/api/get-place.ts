import { apiGet } from '../../api-client';
import { placePredictionSchema } from '../flight-responses';

/** GET /flights/places/{code}: name and grammatical cases of one IATA code (the results page title). */
export function getPlace(code: string, signal?: AbortSignal) {
  return apiGet(`/flights/places/${encodeURIComponent(code)}`, { schema: placePredictionSchema, signal });
}
