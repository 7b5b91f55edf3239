import { randomBytes } from 'node:crypto';
import { addDaysIso, decodeSearchString, encodeSearchString, type FlightSearchParams } from 'shared/node';
import type { FlightDomain } from '../flight-domain.js';
import { seatAvailability } from './seat-availability.js';
import { SEARCH_PHASES, TripSearch, type TripResult } from './trip-search.js';

/**
 * Progressive searches. `create` answers at once with an id; the phases (non-stop, one
 * connection, two) run in the background on the event loop, each appending its trips, and a
 * poll reads whatever is there with the progress in percent.
 *
 * The id carries the search itself (`MOW2512LED1.0.k3j9x2ab`), so an instance that has never
 * seen it (another process behind the load balancer, or after a restart) re-runs it instead of
 * answering 404: the schedule is deterministic.
 */
export interface SearchSession {
  id: string;
  searchString: string;
  params: FlightSearchParams;
  allowAirportChange: boolean;
  todayIso: string;
  results: TripResult[];
  progress: number;
  complete: boolean;
  /** Set when the search broke (e.g. the database was unreachable); the poll reports it. */
  failed: boolean;
  cabin: 'economy' | 'business';
  done: Promise<void>;
  lastUsed: number;
}

const SESSION_TTL_MS = 30 * 60_000;
/** Each session keeps up to ~600 trips in memory; older ones are re-run from their id if asked again. */
const MAX_SESSIONS = 300;
/** …and all of them together at most this many trips (≈1 KB each), whatever their sizes. */
const MAX_TRIPS_KEPT = 40_000;
const PHASE_PROGRESS = [34, 67, 100];
/** Two at a time: one computes while the other waits for its seat query. */
const MAX_CONCURRENT_SEARCHES = 2;
const SEARCH_ID = /^([A-Z0-9]{9,20})\.([01])\.([a-z0-9]{8})$/;

type LoadSeats = (days: string[]) => Promise<Map<string, number>>;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Searches {
  private readonly sessions = new Map<string, SearchSession>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly domain: FlightDomain,
    private readonly loadSeats: LoadSeats,
    private readonly onError: (error: unknown) => void,
  ) {}

  create(params: FlightSearchParams, allowAirportChange: boolean, todayIso: string): SearchSession {
    const searchString = encodeSearchString(params);
    const id = `${searchString}.${allowAirportChange ? 1 : 0}.${randomBytes(6).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 8)}`;
    return this.start(id, searchString, params, allowAirportChange, todayIso);
  }

  /**
   * The session; when this process does not have it (another instance started it, or it was
   * evicted), the search is re-run from the id, which carries it. Null for a bad id.
   */
  getOrRerun(id: string, todayIso: string): SearchSession | null {
    const existing = this.sessions.get(id);
    if (existing) {
      existing.lastUsed = Date.now();
      // Re-insert: the map's order is then least recently used first, which `evict` relies on.
      this.sessions.delete(id);
      this.sessions.set(id, existing);
      return existing;
    }
    const match = SEARCH_ID.exec(id);
    if (!match) return null;
    const decoded = decodeSearchString(match[1], todayIso);
    if (!decoded.ok) return null;
    return this.start(id, encodeSearchString(decoded.value), decoded.value, match[2] === '1', todayIso);
  }

  private start(id: string, searchString: string, params: FlightSearchParams, allowAirportChange: boolean, todayIso: string): SearchSession {
    this.evict();
    const session: SearchSession = {
      id,
      searchString,
      params,
      allowAirportChange,
      todayIso,
      results: [],
      progress: 0,
      complete: false,
      failed: false,
      cabin: params.isBusiness ? 'business' : 'economy',
      done: Promise.resolve(),
      lastUsed: Date.now(),
    };
    session.done = this.runQueued(() => this.run(session)).catch((error: unknown) => {
      session.failed = true;
      session.complete = true;
      this.onError(error);
    });
    this.sessions.set(id, session);
    return session;
  }

  /**
   * Searches are CPU work on the one event loop: interleaving many of them makes every one of
   * them finish late. A small FIFO queue lets each run its phases nearly back to back, so under
   * load latency grows with the queue, not with the number of searches in flight.
   */
  private runQueued(task: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.waiting.shift()?.();
          });
      };
      if (this.running < MAX_CONCURRENT_SEARCHES) start();
      else this.waiting.push(start);
    });
  }

  private async run(session: SearchSession): Promise<void> {
    const { params } = session;
    // Connections may leave up to two days after the trip's dates.
    const days = [params.departureDate, params.returnDate].flatMap((d) => (d ? [d, addDaysIso(d, 1), addDaysIso(d, 2)] : []));
    const stored = await this.loadSeats(days);
    const search = new TripSearch(
      this.domain.engine,
      this.domain.reference,
      params,
      seatAvailability(stored),
      session.todayIso,
      session.allowAirportChange,
    );
    for (const phase of SEARCH_PHASES) {
      await nextTick();
      session.results.push(...search.runPhase(phase));
      session.progress = PHASE_PROGRESS[phase]!;
    }
    session.complete = true;
  }

  private evict(): void {
    const now = Date.now();
    let trips = 0;
    for (const session of this.sessions.values()) trips += session.results.length;
    for (const [id, session] of this.sessions) {
      if (now - session.lastUsed > SESSION_TTL_MS || this.sessions.size > MAX_SESSIONS || trips > MAX_TRIPS_KEPT) {
        this.sessions.delete(id);
        trips -= session.results.length;
      } else break; // least recently used first: the rest are fresher
    }
  }
}
