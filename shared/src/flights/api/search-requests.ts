// The calls of the results page: start the search and page in its results, the price calendar
// around its date and the searched places' names. Only that page makes them, so no other page's
// bundle carries them (the offer that pins a chosen fare is offer-requests.ts, loaded on the choice).
import { apiGet, apiPost } from 'shared';
import { placePredictionSchema } from '../place-responses';
import { priceCalendarSchema, searchPageSchema, type CreateSearchRequest } from '../search-contract';
import flightSearchStart from '../flight-search-start.json' with { type: 'json' };

/** The results page's query parameter that lets connections change airports (`?airportChange=1`). */
export const AIRPORT_CHANGE_QUERY_KEY = flightSearchStart.airportChangeQueryKey;

/**
 * POST /flights/searches?firstPage=true: starts a search and answers with its first screen of results; `pollSearch`
 * pages in the rest. On a first load the page server makes it for the page (docs/architecture.md, "Server rendering").
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

/** Results per later page: a few screens, small enough to parse and render between frames. */
export const SEARCH_PAGE_LIMIT = 60;

/** GET …/{searchId}?after=N&wait=true&compact=true: results since the last `cursor`, the API holding the answer until some are ready. */
export function pollSearch(searchId: string, after = 0, signal?: AbortSignal) {
  return apiGet(`/flights/searches/${encodeURIComponent(searchId)}`, {
    query: { after, wait: true, compact: true, limit: SEARCH_PAGE_LIMIT },
    schema: searchPageSchema,
    signal,
  });
}

/** GET …/{searchId}/calendar: the seven days around the searched date at their lowest prices; `leg` moves that flight of a multi-city search. */
export function getPriceCalendar(searchId: string, signal?: AbortSignal, leg?: number) {
  return apiGet(`/flights/searches/${encodeURIComponent(searchId)}/calendar`, { query: { leg }, schema: priceCalendarSchema, signal });
}

/** GET /flights/places/{code}: name and grammatical cases of one IATA code (the results page title). */
export function getPlace(code: string, signal?: AbortSignal) {
  return apiGet(`/flights/places/${encodeURIComponent(code)}`, { schema: placePredictionSchema, signal });
}
