import type { Offer } from 'shared/node';
import type { FarePrice } from '../pricing/pricing.js';

/**
 * What an offer pins (stored as JSON with the offer and copied into the order): the offer as the contract answers it, without its
 * clock, with each direction's price per passenger type (they add up to `price.perPassenger`; for refunds, absent from orders booked
 * before it was kept) and every flight, for taking seats. Passenger ages count on `departureDate`, the first departure's day;
 * documents must be valid until `lastFlightDate`.
 */
export type OfferDetails = Omit<Offer, 'offerId' | 'createdAt' | 'expiresAt' | 'secondsLeft'> & {
  directionPrices?: FarePrice['perPassenger'][];
  flights: { flightId: string; departureDay: string; seatsLeftBase: number }[];
};

/** «Москва — Сочи, Сочи — Москва»: the trip in a line, for payment descriptions and the payment page. */
export function routeLabel(details: Pick<OfferDetails, 'directions'>): string {
  return details.directions.map((d) => `${d.origin.city} — ${d.destination.city}`).join(', ');
}
