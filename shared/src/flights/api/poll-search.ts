import { apiGet } from 'shared';
import { searchPollSchema } from '../flight-responses';

/** GET /flights/searches/{searchId}?after=N: the results found since `after` (the last `cursor`) and the progress. */
export function pollSearch(searchId: string, after = 0, signal?: AbortSignal) {
  return apiGet(`/flights/searches/${encodeURIComponent(searchId)}`, { query: { after }, schema: searchPollSchema, signal });
}
