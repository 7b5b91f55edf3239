import { apiPost } from 'shared';
import type { CreateOfferRequest } from '../flight-requests';
import { offerSchema } from '../flight-responses';

/** POST /flights/offers: pins the chosen trip and fare for booking; go on to `linkTo('booking', { offerId })`. */
export function createOffer(body: CreateOfferRequest) {
  return apiPost('/flights/offers', { body, schema: offerSchema });
}
