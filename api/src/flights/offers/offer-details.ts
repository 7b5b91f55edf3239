import type { DocumentType } from 'shared/node';
import type { FareConditions, FarePrice } from '../pricing/pricing.js';
import type { DirectionView } from '../search/searches.js';

/** What an offer pins (stored as JSON with the offer and copied into the order). */
export interface OfferDetails {
  searchString: string;
  resultId: string;
  cabin: 'economy' | 'business';
  fare: { code: string; name: string; conditions: FareConditions; rules: string[] };
  directions: DirectionView[];
  passengers: { adults: number; children: number; infants: number };
  price: FarePrice & {
    currency: 'RUB';
    breakdown: { passengerType: 'ADULT' | 'CHILD' | 'INFANTILE'; label: string; count: number; unitPrice: number; amount: number }[];
  };
  allowedDocumentTypes: DocumentType[];
  international: boolean;
  /** ISO day of the first departure (passenger ages count on it). */
  departureDate: string;
  /** ISO day of the last flight (documents must be valid until then). */
  lastFlightDate: string;
  /**
   * Each direction's price per passenger type (they add up to `price.perPassenger`), for refunds;
   * absent from orders booked before it was kept.
   */
  directionPrices?: FarePrice['perPassenger'][];
  /** Every flight, for taking seats. */
  flights: { flightId: string; departureDay: string; seatsLeftBase: number }[];
}

/** «Москва — Сочи, Сочи — Москва»: the trip in a line, for payment descriptions and the payment page. */
export function routeLabel(details: Pick<OfferDetails, 'directions'>): string {
  return details.directions.map((d) => `${d.origin.city} — ${d.destination.city}`).join(', ');
}
