import type { Cabin } from '../schedule/flight-types.js';

/** How seats left are keyed in memory: one flight's one cabin (the key of `flight_seats`). */
export const seatKey = (flightId: string, cabin: Cabin): string => `${flightId}|${cabin}`;
