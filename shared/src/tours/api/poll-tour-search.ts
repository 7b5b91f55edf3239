import { apiGet } from 'shared';
import { tourSearchStateSchema } from '../tour-responses';

/** Progress and the hotels new or cheaper since `after` (the previous answer's `cursor`). */
export function pollTourSearch(searchId: string, after: number, signal?: AbortSignal) {
  return apiGet(`/tours/searches/${encodeURIComponent(searchId)}`, { query: { after }, schema: tourSearchStateSchema, signal });
}
