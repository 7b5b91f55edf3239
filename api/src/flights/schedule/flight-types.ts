export type Cabin = 'economy' | 'business';

/** One scheduled departure of one route on one day; generated, never stored. */
export interface Flight {
  /** `SU1234-SVOLED-20261225`: carrier+number, route, local departure day. Parsable back. */
  id: string;
  carrier: string;
  flightNumber: string;
  origin: string;
  destination: string;
  /** Local wall-clock times 'YYYY-MM-DDTHH:mm'. */
  departureLocal: string;
  arrivalLocal: string;
  departureUtc: number;
  arrivalUtc: number;
  durationMinutes: number;
  distanceKm: number;
  aircraft: string;
  capacity: Record<Cabin, number>;
  /** Seats still for sale before any sale recorded in the database. */
  seatsLeftBase: Record<Cabin, number>;
  /** 0–1, this flight's own price deviation (seeded). */
  priceNoise: number;
}
