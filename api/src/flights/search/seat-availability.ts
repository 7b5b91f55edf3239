import type { Cabin, Flight } from '../schedule/flight-types.js';
import { seatKey } from './seat-key.js';

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
