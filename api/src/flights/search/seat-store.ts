// Seats left per flight and cabin as searches and offers see them, in one place: the generated figure,
// unless sales recorded one in `flight_seats` (read here for the days a search touches).
import { addDaysIso, searchLegs, type FlightSearchParams } from 'shared/node';
import type { Queryable } from '../../db/database.js';
import type { Cabin, Flight } from '../schedule/flight-types.js';

/** How seats left are keyed in memory: one flight's one cabin (the key of `flight_seats`). */
export const seatKey = (flightId: string, cabin: Cabin): string => `${flightId}|${cabin}`;

/** Seats left that sales have written to the database, for flights departing on these days. */
export async function loadStoredSeats(db: Queryable, days: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ flight_id: string; cabin: Cabin; seats_left: number }>(
    'SELECT flight_id, cabin, seats_left FROM flight_seats WHERE departure_day = ANY($1::date[])',
    [[...days]],
  );
  return new Map(rows.map((row) => [seatKey(row.flight_id, row.cabin), row.seats_left]));
}

/** The days whose recorded sales a search reads, every leg's: connections may leave up to two days later. */
export function seatDaysOf(params: FlightSearchParams): string[] {
  return [...new Set(searchLegs(params).flatMap(({ date }) => [date, addDaysIso(date, 1), addDaysIso(date, 2)]))];
}

/**
 * Seats left on a flight: the generated figure unless the database has recorded sales
 * (then the stored figure wins). Loaded once per search for the days it touches.
 */
export interface SeatAvailability {
  seatsLeft(flight: Flight, cabin: Cabin): number;
}

export function seatAvailability(stored: ReadonlyMap<string, number>): SeatAvailability {
  return {
    seatsLeft(flight, cabin) {
      return stored.get(seatKey(flight.id, cabin)) ?? flight.seatsLeftBase[cabin];
    },
  };
}

export const generatedSeatsOnly: SeatAvailability = seatAvailability(new Map());
