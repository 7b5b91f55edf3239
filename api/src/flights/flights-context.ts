import type { ModuleContext } from '../modules/api-module.js';
import type { FlightDomain } from './flight-domain.js';
import type { SearchSessions } from './search/search-sessions.js';

/** What the flights routes share: the core services plus the in-memory domain and searches. */
export interface FlightsContext extends ModuleContext {
  domain: FlightDomain;
  searches: SearchSessions;
}
