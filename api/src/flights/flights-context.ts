// What every flights route, service and the demo seed share: a leaf of types, so the routes that
// take it do not import the module that imports them.
import type { ModuleContext } from '../modules/api-module.js';
import type { FlightDomain } from './flight-domain.js';
import type { Searches } from './search/searches.js';

/** What every flights route, service and the demo seed share: the core services plus the flights' own. */
export interface FlightsContext extends ModuleContext {
  domain: FlightDomain;
  /** Progressive searches held in memory by this process. */
  searches: Searches;
  /** Expires overdue unpaid orders (throttled unless `force`), giving their seats back. */
  sweep(force?: boolean): Promise<void>;
}
