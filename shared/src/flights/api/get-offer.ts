import { apiGet } from 'shared';
import { offerSchema } from '../flight-responses';

/** GET /flights/offers/{offerId}: the booking page's data; an expired offer is a 410 `ApiError`. */
export function getOffer(offerId: string, signal?: AbortSignal) {
  return apiGet(`/flights/offers/${encodeURIComponent(offerId)}`, { schema: offerSchema, signal });
}
