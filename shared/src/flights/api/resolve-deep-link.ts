import { apiGet } from 'shared';
import { deepLinkAnswerSchema } from '../order-contract';

/** The query of `/avia/deeplinks` as partners send it: an offer id, or a trip (dates ГГГГ-ММ-ДД or ДД.ММ.ГГГГ). */
export type DeepLinkQuery =
  | { offerId: string }
  | {
      origin: string;
      destination: string;
      departureDate: string;
      returnDate?: string;
      adults?: number;
      children?: number;
      infants?: number;
      class?: 'economy' | 'business';
    };

/** GET /flights/deeplinks: → `{searchString}` to search, or `{offerId}` to book. */
export function resolveDeepLink(query: DeepLinkQuery, signal?: AbortSignal) {
  return apiGet('/flights/deeplinks', { query: { ...query }, schema: deepLinkAnswerSchema, signal });
}
