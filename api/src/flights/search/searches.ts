import { randomBytes } from 'node:crypto';
import { addDaysIso, encodeSearchString, type FlightSearchParams } from 'shared/node';
import type { FlightDomain } from '../flight-domain.js';
import { HttpError } from '../../http/http-error.js';
import { parseSearch } from './parse-search.js';
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
 *
 * Identical searches (same string, airport-change flag and day) that arrive while one of them is
 * queued or running share that run: each keeps its own id, all see the same results.
 */
export class SearchSession {
  lastUsed = Date.now();
  readonly cabin: 'economy' | 'business';

  constructor(
    readonly id: string,
    readonly searchString: string,
    readonly params: FlightSearchParams,
    readonly allowAirportChange: boolean,
    readonly todayIso: string,
    private readonly run: SearchRun,
  ) {
    this.cabin = params.isBusiness ? 'business' : 'economy';
  }

  get results(): TripResult[] {
    return this.run.results;
  }
  get progress(): number {
    return this.run.progress;
  }
  get complete(): boolean {
    return this.run.complete;
  }
  /** Set when the search broke (e.g. the database was unreachable); the poll reports it. */
  get failed(): boolean {
    return this.run.failed;
  }
  get done(): Promise<void> {
    return this.run.done;
  }
}

/** One computation of a search, shared by the sessions of identical searches. */
interface SearchRun {
  results: TripResult[];
  progress: number;
  complete: boolean;
  failed: boolean;
  done: Promise<void>;
}

const SESSION_TTL_MS = 30 * 60_000;
/** Each session keeps up to ~600 trips in memory; older ones are re-run from their id if asked again. */
const MAX_SESSIONS = 300;
/** …and all of them together at most this many trips (≈1 KB each), whatever their sizes. */
const MAX_TRIPS_KEPT = 40_000;
const PHASE_PROGRESS = [34, 67, 100];
/** Two at a time: one computes while the other waits for its seat query. */
const MAX_CONCURRENT_SEARCHES = 2;
/**
 * At most this many searches wait for a turn. A search takes ~10-40 ms of CPU, so a traveller
 * arriving at a full queue waits well under a second; beyond it a search is refused at once
 * (503 + Retry-After) instead of waiting behind seconds of queued work (bench/search-queue-bench.ts).
 */
const MAX_WAITING_SEARCHES = 16;
const RETRY_AFTER_SECONDS = 2;
export const SEARCH_BUSY_MESSAGE = 'Сейчас слишком много поисков. Повторите поиск через несколько секунд.';
const SEARCH_ID = /^([A-Z0-9]{9,20})\.([01])\.([a-z0-9]{8})$/;

/** Runs started in this process (tests prove identical searches share one). */
export const searchStats = { runs: 0 };

type LoadSeats = (days: string[]) => Promise<Map<string, number>>;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Searches {
  private readonly sessions = new Map<string, SearchSession>();
  /** Runs queued or running, by what makes searches identical; a finished run leaves the map. */
  private readonly inFlight = new Map<string, SearchRun>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly domain: FlightDomain,
    private readonly loadSeats: LoadSeats,
    private readonly onError: (error: unknown) => void,
  ) {}

  create(params: FlightSearchParams, allowAirportChange: boolean, todayIso: string): SearchSession {
    const searchString = encodeSearchString(params);
    const id = `${searchString}.${allowAirportChange ? 1 : 0}.${randomBytes(6)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')
      .slice(0, 8)}`;
    return this.start(id, searchString, params, allowAirportChange, todayIso);
  }

  /**
   * The session; when this process does not have it (another instance started it, or it was
   * evicted), the search is re-run from the id, which carries it. Null for an id of the wrong
   * form; a 400 (HttpError) for a well-formed one naming places that do not exist.
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
    // The id is client input like any search string: unknown or identical places are a Russian
    // 400 here, before the search engine assumes they exist.
    const params = parseSearch(this.domain, match[1]!, todayIso);
    return this.start(id, encodeSearchString(params), params, match[2] === '1', todayIso);
  }

  private start(id: string, searchString: string, params: FlightSearchParams, allowAirportChange: boolean, todayIso: string): SearchSession {
    this.evict();
    const key = `${searchString}.${allowAirportChange ? 1 : 0}.${todayIso}`;
    let run = this.inFlight.get(key);
    if (!run) {
      if (this.waiting.length >= MAX_WAITING_SEARCHES) {
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', SEARCH_BUSY_MESSAGE, undefined, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      const fresh: SearchRun = { results: [], progress: 0, complete: false, failed: false, done: Promise.resolve() };
      searchStats.runs += 1;
      fresh.done = this.runQueued(() => this.run(fresh, params, allowAirportChange, todayIso))
        .catch((error: unknown) => {
          fresh.failed = true;
          fresh.complete = true;
          this.onError(error);
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, fresh);
      run = fresh;
    }
    const session = new SearchSession(id, searchString, params, allowAirportChange, todayIso, run);
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

  private async run(run: SearchRun, params: FlightSearchParams, allowAirportChange: boolean, todayIso: string): Promise<void> {
    // Connections may leave up to two days after the trip's dates.
    const days = [params.departureDate, params.returnDate].flatMap((d) => (d ? [d, addDaysIso(d, 1), addDaysIso(d, 2)] : []));
    const stored = await this.loadSeats(days);
    const search = new TripSearch(this.domain.engine, this.domain.reference, params, seatAvailability(stored), todayIso, allowAirportChange);
    for (const phase of SEARCH_PHASES) {
      await nextTick();
      run.results.push(...search.runPhase(phase));
      run.progress = PHASE_PROGRESS[phase]!;
    }
    run.complete = true;
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
