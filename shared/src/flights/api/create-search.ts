import { apiPost } from 'shared';
import type { CreateSearchRequest } from '../flight-requests';
import { searchPageSchema } from '../compact-results';
import flightSearchStart from '../flight-search-start.json' with { type: 'json' };

/** The results page's query parameter that lets connections change airports (`?airportChange=1`). */
export const AIRPORT_CHANGE_QUERY_KEY = flightSearchStart.airportChangeQueryKey;

/**
 * POST /flights/searches?firstPage=true: starts a search and answers with its first screen of
 * results as soon as there are any (or the search ended); `pollSearch` pages in the rest. The
 * shell's early script makes this very request from the URL (flight-search-start.json), and the
 * API client hands its answer over instead of asking again.
 */
export function createSearch(body: CreateSearchRequest, signal?: AbortSignal) {
  const request: CreateSearchRequest = { searchString: body.searchString, allowAirportChange: body.allowAirportChange ?? false };
  return apiPost(flightSearchStart.path, {
    query: { firstPage: true, limit: flightSearchStart.firstPageLimit },
    body: request,
    schema: searchPageSchema,
    signal,
  });
}
