import { moscowTodayIso, PASSENGER_TYPE_LABELS, type FlightSearchParams, type Offer } from 'shared/node';
import { errors, HttpError } from '../../http/http-error.js';
import type { Queryable } from '../../db/database.js';
import type { FlightDomain } from '../flight-domain.js';
import { directionBaseFare, fareFamily, fareRulesText, priceDirections, priceFare } from '../pricing/pricing.js';
import { directionView } from '../search/searches.js';
import { loadStoredSeats, seatKey } from '../search/seat-store.js';
import { allowedDocumentTypes, isInternationalTrip } from './allowed-documents.js';
import type { OfferDetails } from './offer-details.js';
import { findOffer, insertOffer, type StoredOffer } from './offer-store.js';
import { tripFromResultId } from './trip-from-result-id.js';
import { salesClosedMessage, stillOnSale } from '../search/trip-search.js';

/** An offer holds its price this long (at least the 20 minutes a traveller needs to fill the form). */
export const OFFER_TTL_MINUTES = 30;

/** Checks the fare and the seats, prices the chosen result and stores it as an offer. */
export async function createOffer(
  db: Queryable,
  domain: FlightDomain,
  params: FlightSearchParams,
  searchString: string,
  resultId: string,
  fareCode: string,
  nowMs = Date.now(),
): Promise<StoredOffer> {
  const cabin = params.isBusiness ? 'business' : 'economy';
  const fare = fareFamily(fareCode);
  if (!fare || fare.cabin !== cabin) {
    const message =
      cabin === 'business' ? 'Для бизнес-класса выберите тариф Бизнес или Бизнес Плюс' : 'Для эконом-класса выберите тариф Лайт, Стандарт или Плюс';
    throw errors.validation({ fareCode: message }, message);
  }
  const directions = tripFromResultId(domain, resultId, params);
  const flights = directions.flatMap((d) => d.segments);
  // a result found before its flight's sales closed (a search runs once per day and string): refused now
  const closed = flights.find((flight) => !stillOnSale(flight, nowMs));
  if (closed) throw errors.conflict(salesClosedMessage(closed.flightNumber));
  const stored = await loadStoredSeats(db, [...new Set(flights.map((f) => f.departureLocal.slice(0, 10)))]);
  const seated = params.adults + params.children;
  const withSeats = (segments: readonly (typeof flights)[number][]) =>
    segments.map((flight) => ({ flight, seatsLeft: stored.get(seatKey(flight.id, cabin)) ?? flight.seatsLeftBase[cabin] }));
  for (const { flight, seatsLeft } of withSeats(flights)) {
    if (seatsLeft < seated)
      throw errors.conflict(`На рейсе ${flight.flightNumber} не осталось ${seated > 1 ? 'столько мест' : 'мест'}. Выберите другой вариант`);
  }
  const today = moscowTodayIso();
  const bases = directions.map((d) => directionBaseFare(withSeats(d.segments), cabin, today));
  const price = priceFare(bases, fare, params);
  const counts = { ADULT: params.adults, CHILD: params.children, INFANTILE: params.infants } as const;
  const airports = flights.flatMap((f) => [f.origin, f.destination]);
  const lastFlight = flights[flights.length - 1]!;
  const details: OfferDetails = {
    searchString,
    resultId,
    cabin,
    fare: { code: fare.code, name: fare.name, conditions: fare.conditions, rules: fareRulesText(fare.conditions) },
    directions: directions.map((d) => directionView(domain.reference, d)),
    passengers: { adults: params.adults, children: params.children, infants: params.infants },
    price: {
      ...price,
      currency: 'RUB',
      breakdown: (['ADULT', 'CHILD', 'INFANTILE'] as const)
        .filter((type) => counts[type] > 0)
        .map((type) => ({
          passengerType: type,
          label: PASSENGER_TYPE_LABELS[type],
          count: counts[type],
          unitPrice: price.perPassenger[type],
          amount: price.perPassenger[type] * counts[type],
        })),
    },
    allowedDocumentTypes: allowedDocumentTypes(domain.reference, airports),
    international: isInternationalTrip(domain.reference, airports),
    departureDate: params.departureDate,
    lastFlightDate: lastFlight.departureLocal.slice(0, 10),
    directionPrices: priceDirections(bases, fare),
    flights: flights.map((f) => ({ flightId: f.id, departureDay: f.departureLocal.slice(0, 10), seatsLeftBase: f.seatsLeftBase[cabin] })),
  };
  return insertOffer(db, { details, fareCode: fare.code, totalRub: price.total, ttlMinutes: OFFER_TTL_MINUTES });
}

/** 404 for an unknown offer, 410 (with the search to go back to) for an expired one. */
export async function requireLiveOffer(db: Queryable, id: string): Promise<StoredOffer> {
  const offer = await findOffer(db, id);
  if (!offer) throw errors.notFound('Предложение не найдено. Повторите поиск');
  if (offer.expired) throw offerGone(offer);
  return offer;
}

export function offerGone(offer: StoredOffer): HttpError {
  return new HttpError(410, 'GONE', 'Время действия предложения истекло, цены могли измениться. Повторите поиск', undefined, {
    searchString: offer.details.searchString,
    searchPath: `/search/${offer.details.searchString}`,
  });
}

/** The offer as the booking page gets it; the flights list (for taking seats) stays inside the API. */
export function offerView(offer: StoredOffer): Offer {
  const secondsLeft = Math.max(0, Math.round((Date.parse(offer.expiresAt) - Date.now()) / 1000));
  const { flights: _seatsToTake, directionPrices: _forRefunds, ...details } = offer.details;
  return { offerId: offer.id, createdAt: offer.createdAt, expiresAt: offer.expiresAt, secondsLeft, ...details };
}
