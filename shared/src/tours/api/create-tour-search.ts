import { apiPost } from 'shared';
import type { TourSearchParams } from '../tour-requests';
import { tourSearchStateSchema } from '../tour-responses';
import tourSearchStart from '../tour-search-start.json' with { type: 'json' };

/** The names of a tour search in the address (`/tours?from=MOW&destination=country-3&dateFrom=…`). */
export const TOUR_SEARCH_QUERY = tourSearchStart.query;

/**
 * POST /tours/searches?firstPage=true: starts a tour search, answering with the first screen of hotels (`pollTourSearch` the rest).
 * On a first load the page server makes it for the page (docs/architecture.md, "Server rendering").
 */
export function createTourSearch(search: TourSearchParams) {
  const body: TourSearchParams = {
    departureCityCode: search.departureCityCode,
    destination: { type: search.destination.type, id: search.destination.id },
    departureDateFrom: search.departureDateFrom,
    departureDateTo: search.departureDateTo,
    nightsFrom: search.nightsFrom,
    nightsTo: search.nightsTo,
    adults: search.adults,
    childrenAges: [...search.childrenAges],
  };
  return apiPost(tourSearchStart.path, {
    query: { firstPage: true, limit: tourSearchStart.firstPageLimit },
    body,
    schema: tourSearchStateSchema,
  });
}
