import { encodeSearchString, filterResults, NO_FILTERS, SEARCH_STRING_PATTERN, type FlightSearchParams } from 'shared/node';
import type { FlightDomain } from '../flights-context.js';
import { SearchSession, SearchSessionStore, type SearchKind } from '../../search-sessions/search-session-store.js';
import { seatAvailability, seatDaysOf } from './seat-store.js';
import { parseSearch } from './parse-search.js';
import { resultView } from './result-view.js';
import { SEARCH_PHASES, TripSearch, type TripResult } from './trip-search.js';

/**
 * Progressive flight searches (search-sessions/search-session-store.ts): the phases (non-stop, one
 * connection, two) each append their trips. The id carries the search (`MOW2512LED1.0.k3j9x2ab`:
 * the search string and the airport-change flag). Identical searches (same string, flag and day)
 * share a run.
 */
export interface FlightSearch {
  params: FlightSearchParams;
  searchString: string;
  allowAirportChange: boolean;
  todayIso: string;
}

export class FlightSearchSession extends SearchSession<FlightSearch, TripResult[]> {
  readonly params = this.search.params;
  readonly searchString = this.search.searchString;
  readonly allowAirportChange = this.search.allowAirportChange;
  readonly todayIso = this.search.todayIso;
  readonly cabin: 'economy' | 'business' = this.search.params.isBusiness ? 'business' : 'economy';

  get results(): TripResult[] {
    return this.found;
  }
}

const LIMITS = {
  idleMs: 30 * 60_000,
  /** Sessions kept in memory; older ones are re-run from their id if asked again. */
  maxSessions: 300,
  /** …and all of them together at most this many trips, whatever their sizes. */
  maxKept: 40_000,
  /** Two at a time: one computes while the other waits for its seat query. */
  concurrent: 2,
  /**
   * A search takes tens of milliseconds of CPU, so a traveller arriving at a full queue waits well
   * under a second; beyond it a search is refused at once (bench/search-queue-bench.ts).
   */
  waiting: 16,
};
const PHASE_PROGRESS = [34, 67, 100];
/** The search string (a multi-city one may have `-`) and the airport-change flag. */
const ID_TEXT = new RegExp(`^(${SEARCH_STRING_PATTERN})\\.([01])$`);

type LoadSeats = (days: string[]) => Promise<Map<string, number>>;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A phase's trips in the results page's own "best" order (the one results engine, shared's
 * filterResults), so the first page of a search is its first screen and paging in the rest never
 * pushes a better trip above the rows already shown from the same phase.
 */
function bestFirst(domain: FlightDomain, trips: TripResult[], params: FlightSearchParams): TripResult[] {
  const cabin = params.isBusiness ? 'business' : 'economy';
  const byId = new Map(trips.map((trip) => [trip.id, trip]));
  const ranked = filterResults(
    trips.map((trip) => resultView(domain.reference, trip, cabin, params)),
    NO_FILTERS,
  ).items.map(({ result }) => byId.get(result.id)!);
  return ranked.length === trips.length ? ranked : trips;
}

function flightSearchKind(domain: FlightDomain, loadSeats: LoadSeats): SearchKind<FlightSearch, TripResult[], FlightSearchSession> {
  const encode = (search: FlightSearch) => `${search.searchString}.${search.allowAirportChange ? 1 : 0}`;
  return {
    encode,
    decode(text, todayIso) {
      const match = ID_TEXT.exec(text);
      if (!match) return null;
      // The id is client input like any search string: unknown or identical places are a Russian
      // 400 here, before the search engine assumes they exist.
      const params = parseSearch(domain, match[1]!, todayIso);
      return { params, searchString: encodeSearchString(params), allowAirportChange: match[2] === '1', todayIso };
    },
    runKey: (search) => `${encode(search)}.${search.todayIso}`,
    startFound: () => [],
    async execute(run, { params, allowAirportChange, todayIso }) {
      const stored = await loadSeats(seatDaysOf(params));
      const search = new TripSearch(domain.engine, domain.reference, params, seatAvailability(stored), todayIso, allowAirportChange);
      for (const phase of SEARCH_PHASES) {
        await nextTick();
        run.found.push(...bestFirst(domain, search.runPhase(phase), params));
        run.progress = PHASE_PROGRESS[phase]!;
      }
    },
    openSession: (id, search, run) => new FlightSearchSession(id, search, run),
    kept: (trips) => trips.length,
  };
}

export class Searches {
  private readonly store: SearchSessionStore<FlightSearch, TripResult[], FlightSearchSession>;

  constructor(domain: FlightDomain, loadSeats: LoadSeats, onError: (error: unknown) => void) {
    this.store = new SearchSessionStore(flightSearchKind(domain, loadSeats), LIMITS, onError);
  }

  create(params: FlightSearchParams, allowAirportChange: boolean, todayIso: string): FlightSearchSession {
    return this.store.create({ params, searchString: encodeSearchString(params), allowAirportChange, todayIso });
  }

  /** The session, re-run from its id when this process does not have it; null for an id of the wrong form. */
  getOrRerun(id: string, todayIso: string): FlightSearchSession | null {
    return this.store.getOrRerun(id, todayIso);
  }
}
