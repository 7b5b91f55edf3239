import {
  apiGet,
  apiPost,
  deepLinkAnswerSchema,
  offerSchema,
  placePredictionSchema,
  popularRoutesSchema,
  placePredictionsSchema,
  priceCalendarSchema,
  searchPollSchema,
  searchStateSchema,
  type CreateOfferRequest,
  type CreateSearchRequest,
} from 'shared';

/**
 * The flight calls this area makes, one function each. Until the shared request layer
 * (`shared/src/flights/api/`) is on main these wrap the one API client here; afterwards this file
 * only re-exports them, so pages never change.
 */
export const fetchPlaces = (query: string, signal?: AbortSignal) =>
  apiGet('/flights/places', { query: { query, limit: 8 }, schema: placePredictionsSchema, signal });

export const fetchPlace = (code: string) => apiGet(`/flights/places/${encodeURIComponent(code)}`, { schema: placePredictionSchema });

export const createSearch = (body: CreateSearchRequest) => apiPost('/flights/searches', { body, schema: searchStateSchema });

export const pollSearch = (searchId: string, after: number, signal?: AbortSignal) =>
  apiGet(`/flights/searches/${encodeURIComponent(searchId)}`, { query: { after }, schema: searchPollSchema, signal });

export const fetchPriceCalendar = (searchId: string) =>
  apiGet(`/flights/searches/${encodeURIComponent(searchId)}/calendar`, { schema: priceCalendarSchema });

export const createOffer = (body: CreateOfferRequest) => apiPost('/flights/offers', { body, schema: offerSchema });

export const resolveDeepLink = (query: Record<string, string>) => apiGet('/flights/deeplinks', { query, schema: deepLinkAnswerSchema });

export const fetchPopularRoutes = (origin: string, signal?: AbortSignal) =>
  apiGet('/flights/popular-routes', { query: { origin }, schema: popularRoutesSchema, signal });
