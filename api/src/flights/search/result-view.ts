import type { FlightDirection, FlightResult } from 'shared/node';
import { fareFamiliesOf, priceFare, type PassengerCounts } from '../pricing/pricing.js';
import type { ReferenceData } from '../flights-context.js';
import type { Cabin, Flight } from '../schedule/flight-types.js';
import type { Itinerary } from './itinerary.js';
import type { TripResult } from './trip-search.js';

/**
 * The JSON the front end renders (results card, offer, order), typed from the shared response
 * schemas so the API cannot answer something /openapi.json and the front end do not expect.
 */
export type ResultView = Omit<FlightResult, 'displayPrice'>;
export type DirectionView = FlightDirection;
export type SegmentView = DirectionView['segments'][number];
export type PlaceView = DirectionView['origin'];
export type FareView = ResultView['fares'][number];

export function placeView(reference: ReferenceData, airportCode: string): PlaceView {
  const airport = reference.airport(airportCode);
  const city = reference.cityOfAirport(airportCode);
  return {
    code: airportCode,
    name: airport?.name ?? airportCode,
    cityCode: city.code,
    city: city.name,
    country: reference.country(city.country)?.name ?? city.country,
  };
}

export function segmentView(reference: ReferenceData, flight: Flight): SegmentView {
  return {
    flightId: flight.id,
    flightNumber: flight.flightNumber,
    carrier: { code: flight.carrier, name: reference.airline(flight.carrier)?.name ?? flight.carrier },
    aircraft: flight.aircraft,
    origin: placeView(reference, flight.origin),
    destination: placeView(reference, flight.destination),
    departureLocal: flight.departureLocal,
    arrivalLocal: flight.arrivalLocal,
    durationMinutes: flight.durationMinutes,
  };
}

export function directionView(reference: ReferenceData, itinerary: Itinerary): DirectionView {
  const first = itinerary.segments[0]!;
  const last = itinerary.segments[itinerary.segments.length - 1]!;
  return {
    origin: placeView(reference, first.origin),
    destination: placeView(reference, last.destination),
    departureLocal: first.departureLocal,
    arrivalLocal: last.arrivalLocal,
    durationMinutes: itinerary.durationMinutes,
    stops: itinerary.stops,
    segments: itinerary.segments.map((flight) => segmentView(reference, flight)),
    layovers: itinerary.layovers.map((layover) => ({
      airport: placeView(reference, layover.airport),
      nextAirport: placeView(reference, layover.nextAirport),
      durationMinutes: layover.minutes,
      airportChange: layover.airportChange,
      overnight: layover.overnight,
    })),
  };
}

/** Every fare family of the cabin, priced for the passengers. */
export function fareViews(adultBase: number, cabin: Cabin, passengers: PassengerCounts): FareView[] {
  return fareFamiliesOf(cabin).map((fare) => ({
    code: fare.code,
    name: fare.name,
    conditions: fare.conditions,
    baggageIncluded: fare.conditions.checkedBag !== null,
    price: priceFare(adultBase, fare, passengers),
  }));
}

export function resultView(reference: ReferenceData, trip: TripResult, cabin: Cabin, passengers: PassengerCounts): ResultView {
  const fares = fareViews(trip.adultBase, cabin, passengers);
  const cheapest = fares[0]!;
  return {
    id: trip.id,
    directions: trip.directions.map((itinerary) => directionView(reference, itinerary)),
    fares,
    price: cheapest.price.total,
    currency: 'RUB',
    seatsLeft: trip.seatsLeft,
    carriers: trip.carriers.map((code) => ({ code, name: reference.airline(code)?.name ?? code })),
    durationMinutes: trip.durationMinutes,
    stops: trip.stops,
    baggageIncluded: cheapest.baggageIncluded,
  };
}
