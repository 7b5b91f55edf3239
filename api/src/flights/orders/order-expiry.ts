import type { Database } from '../../db/database.js';
import { closePendingPayments } from '../payments/payment-store.js';
import { expireOverdue, releaseSeats } from './order-store.js';

/**
 * Unpaid orders past their deadline become EXPIRED and release their seats. Run lazily (before
 * reading or paying orders, at most every few seconds per process), so no timer outlives the app.
 */
export async function expireOverdueOrders(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const uuids = await expireOverdue(tx);
    if (uuids.length === 0) return 0;
    await releaseSeats(tx, uuids);
    await closePendingPayments(tx, uuids, 'ORDER');
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
