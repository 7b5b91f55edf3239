import type { Queryable } from '../../db/database.js';
import { INVOLUNTARY_SHIFT_MINUTES } from './refund-rules.js';

/** Of these flights, those an airline cancelled or moved by more than the involuntary threshold. */
export async function disruptedFlights(db: Queryable, flightIds: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ flight_id: string }>(
    `SELECT flight_id FROM flight_disruptions WHERE flight_id = ANY($1::text[]) AND (kind = 'CANCELLED' OR abs(shift_minutes) > $2)`,
    [[...flightIds], INVOLUNTARY_SHIFT_MINUTES],
  );
  return new Set(rows.map((row) => row.flight_id));
}

/** Records an airline's change (the latest one stands). */
export async function recordDisruption(
  db: Queryable,
  disruption: { flightId: string; kind: 'CANCELLED' | 'RESCHEDULED'; shiftMinutes: number },
): Promise<void> {
  await db.query(
    `INSERT INTO flight_disruptions (flight_id, kind, shift_minutes) VALUES ($1, $2, $3)
     ON CONFLICT (flight_id) DO UPDATE SET kind = EXCLUDED.kind, shift_minutes = EXCLUDED.shift_minutes, created_at = now()`,
    [disruption.flightId, disruption.kind, disruption.shiftMinutes],
  );
}

/** Ticketed orders with a ticket on this flight not yet returned. */
export async function ordersOnFlight(db: Queryable, flightId: string): Promise<string[]> {
  const { rows } = await db.query<{ order_uuid: string }>(
    `SELECT DISTINCT s.order_uuid::text AS order_uuid FROM flight_order_seats s JOIN flight_orders o ON o.uuid = s.order_uuid
     WHERE s.flight_id = $1 AND o.status = 'TICKETED'`,
    [flightId],
  );
  return rows.map((row) => row.order_uuid);
}
