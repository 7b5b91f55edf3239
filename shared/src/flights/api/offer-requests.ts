// The offer that pins a chosen fare: the results page loads it when a fare is chosen, with the
// order contract it reads (passengers, contacts), which a first search does not need.
import { apiPost } from 'shared';
import { offerSchema, type CreateOfferRequest } from '../order-contract';

/** POST /flights/offers: pins the chosen trip and fare for booking; go on to `linkTo('booking', { offerId })`. */
export function createOffer(body: CreateOfferRequest) {
  return apiPost('/flights/offers', { body, schema: offerSchema });
}
