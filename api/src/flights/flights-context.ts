import type { ModuleContext } from '../modules/api-module.js';
import { describeError } from '../logger.js';
import { flightDomain, type FlightDomain } from './flight-domain.js';
import { expirySweeper } from './orders/order-expiry.js';
import { Searches } from './search/searches.js';
import { loadStoredSeats } from './search/seat-store.js';

/** What every flights route, service and the demo seed share: the core services plus the flights' own. */
export interface FlightsContext extends ModuleContext {
  domain: FlightDomain;
  /** Progressive searches held in memory by this process. */
  searches: Searches;
  /** Expires overdue unpaid orders (throttled unless `force`), giving their seats back. */
  sweep(force?: boolean): Promise<void>;
}

const contexts = new WeakMap<ModuleContext, FlightsContext>();

/**
 * Built once per app (the app hands the same core to `seed` and `routes`), so the seed and the
 * routes share one search store and one expiry sweeper.
 */
export function flightsContext(core: ModuleContext): FlightsContext {
  let ctx = contexts.get(core);
  if (!ctx) {
    const domain = flightDomain();
    const searches = new Searches(
      domain,
      (days) => loadStoredSeats(core.db, days),
      (error) => core.logger.error('flight search failed', describeError(error)),
    );
    const sweeper = expirySweeper(core.db);
    ctx = { ...core, domain, searches, sweep: (force) => sweeper.sweep(force) };
    contexts.set(core, ctx);
  }
  return ctx;
}
