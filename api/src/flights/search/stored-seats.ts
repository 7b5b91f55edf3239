import type { Queryable } from '../../db/database.js';
import type { Cabin } from '../schedule/flight-types.js';
import { seatKey } from './seat-key.js';

/** Seats left that sales have written to the database, for flights departing on these days. */
export async function loadStoredSeats(db: Queryable, days: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ flight_id: string; cabin: Cabin; seats_left: number }>(
    'SELECT flight_id, cabin, seats_left FROM flight_seats WHERE departure_day = ANY($1::date[])',
    [[...days]],
  );
  return new Map(rows.map((row) => [seatKey(row.flight_id, row.cabin), row.seats_left]));
}
