import type { Database, Queryable } from '../../db/database.js';

/** Gives the seats of these orders back to the flights (one UPDATE per flight and cabin). */
export async function releaseSeats(tx: Queryable, orderUuids: readonly string[]): Promise<void> {
  if (orderUuids.length === 0) return;
  // Lock in flight_id order first, the order booking takes them in (no deadlock between the two).
  await tx.query(
    `SELECT 1 FROM flight_seats s
     WHERE (s.flight_id, s.cabin) IN (SELECT flight_id, cabin FROM flight_order_seats WHERE order_uuid = ANY($1::uuid[]))
     ORDER BY s.flight_id, s.cabin FOR UPDATE`,
    [[...orderUuids]],
  );
  await tx.query(
    `UPDATE flight_seats s SET seats_left = s.seats_left + released.seats
     FROM (SELECT flight_id, cabin, sum(seats)::integer AS seats FROM flight_order_seats
           WHERE order_uuid = ANY($1::uuid[]) GROUP BY flight_id, cabin) released
     WHERE s.flight_id = released.flight_id AND s.cabin = released.cabin`,
    [[...orderUuids]],
  );
}

/**
 * Unpaid orders past their deadline become EXPIRED and release their seats. Run lazily (before
 * reading or paying orders, at most every few seconds per process), so no timer outlives the app.
 */
export async function expireOverdueOrders(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ uuid: string }>(
      `UPDATE flight_orders SET status = 'EXPIRED', closed_at = now()
       WHERE status = 'BOOKED' AND payment_deadline <= now() RETURNING uuid`,
    );
    const uuids = rows.map((r) => r.uuid);
    if (uuids.length === 0) return 0;
    await releaseSeats(tx, uuids);
    await tx.query(`UPDATE payments SET status = 'CANCELLED' WHERE order_uuid = ANY($1::uuid[]) AND status = 'PENDING' AND purpose = 'ORDER'`, [uuids]);
    await tx.query(
      `UPDATE payment_attempts SET status = 'EXPIRED', finished_at = now()
       WHERE status = 'PENDING' AND payment_uuid IN (SELECT uuid FROM payments WHERE order_uuid = ANY($1::uuid[]))`,
      [uuids],
    );
    return uuids.length;
  });
}

const SWEEP_INTERVAL_MS = 5_000;

/** Throttles `expireOverdueOrders` to one run per interval per process. */
export function expirySweeper(db: Database): { sweep(force?: boolean): Promise<void> } {
  let lastRun = 0;
  let running: Promise<unknown> | null = null;
  return {
    async sweep(force = false) {
      if (running) {
        await running;
        if (!force) return;
      }
      if (!force && Date.now() - lastRun < SWEEP_INTERVAL_MS) return;
      lastRun = Date.now();
      running = expireOverdueOrders(db).finally(() => {
        running = null;
      });
      await running;
    },
  };
}
