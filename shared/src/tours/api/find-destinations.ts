import { apiGet } from 'shared';
import { destinationsSchema } from '../tour-responses';

/** Destination autocomplete: countries, resorts and hotels matching what was typed (2+ letters). */
export function findDestinations(query: string, signal?: AbortSignal) {
  return apiGet('/tours/destinations', { query: { query }, schema: destinationsSchema, signal });
}
