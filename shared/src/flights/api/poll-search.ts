import { apiGet } from 'shared';
import { searchPageSchema } from '../compact-results';

/** Results per later page: a few screens, small enough to parse and render between frames. */
export const SEARCH_PAGE_LIMIT = 60;

/**
 * GET /flights/searches/{searchId}?after=N&wait=true&compact=true: the results found since `after`
 * (the last `cursor`), at most SEARCH_PAGE_LIMIT of them; when none is ready yet the API holds the
 * answer until some are, so no poll comes back with nothing new.
 */
export function pollSearch(searchId: string, after = 0, signal?: AbortSignal) {
  return apiGet(`/flights/searches/${encodeURIComponent(searchId)}`, {
    query: { after, wait: true, compact: true, limit: SEARCH_PAGE_LIMIT },
    schema: searchPageSchema,
    signal,
  });
}
