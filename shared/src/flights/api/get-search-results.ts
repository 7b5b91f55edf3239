import { apiGet, type QueryValue } from 'shared';
import type { SearchSort } from '../flight-requests';
import { searchResultsPageSchema } from '../flight-responses';

/** Sort, filters and paging of the results page; times are local 'HH:MM', prices in roubles. */
export interface SearchResultsQuery {
  sort?: SearchSort;
  stops?: readonly number[];
  airlines?: readonly string[];
  departureFrom?: string;
  departureTo?: string;
  arrivalFrom?: string;
  arrivalTo?: string;
  returnDepartureFrom?: string;
  returnDepartureTo?: string;
  /** Prices with baggage included. */
  baggage?: boolean;
  maxDurationMinutes?: number;
  originAirports?: readonly string[];
  destinationAirports?: readonly string[];
  priceMin?: number;
  priceMax?: number;
  offset?: number;
  limit?: number;
}

/** The API takes lists comma-separated (`stops=0,1`); an empty list is no filter. */
const list = (items: readonly (string | number)[] | undefined) => (items?.length ? items.join(',') : undefined);

function resultsQuery(q: SearchResultsQuery): Record<string, QueryValue> {
  return {
    sort: q.sort,
    stops: list(q.stops),
    airlines: list(q.airlines),
    departureFrom: q.departureFrom,
    departureTo: q.departureTo,
    arrivalFrom: q.arrivalFrom,
    arrivalTo: q.arrivalTo,
    returnDepartureFrom: q.returnDepartureFrom,
    returnDepartureTo: q.returnDepartureTo,
    baggage: q.baggage,
    maxDuration: q.maxDurationMinutes,
    originAirports: list(q.originAirports),
    destinationAirports: list(q.destinationAirports),
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    offset: q.offset,
    limit: q.limit,
  };
}

/** GET /flights/searches/{searchId}/results: one sorted, filtered page plus the facets of the filter panel. */
export function getSearchResults(searchId: string, query: SearchResultsQuery = {}, signal?: AbortSignal) {
  return apiGet(`/flights/searches/${encodeURIComponent(searchId)}/results`, { query: resultsQuery(query), schema: searchResultsPageSchema, signal });
}
