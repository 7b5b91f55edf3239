import { randomBytes } from 'node:crypto';
import { HttpError } from '../http/http-error.js';

/**
 * Progressive searches (flights, tours): `create` answers at once with an id, the search fills its results phase by phase on the
 * event loop, a poll reads what is there. Sessions live in this process's memory; the id is the search's text plus a random
 * suffix, so a process that never saw it (another instance, a restart, an eviction) re-runs the deterministic search from it.
 */

/**
 * How long a waiting request (a long poll, a first page) holds on for the results it waits for:
 * well under a proxy's read timeout; a search that takes longer is answered with its progress.
 */
export const LONG_POLL_MS = 10_000;

/** One computation of a search, shared by the sessions of identical searches. */
export interface SearchRun<Found> {
  /** What the search has found so far; its kind fills it. */
  readonly found: Found;
  /** 0–100. */
  progress: number;
  complete: boolean;
  /** Set when the search broke (e.g. the database was unreachable); the poll reports it. */
  failed: boolean;
  done: Promise<void>;
}

/**
 * A run whose progress can be waited for: a long poll answers the moment a phase adds results
 * instead of the client asking again and again for nothing new.
 */
class WatchedRun<Found> implements SearchRun<Found> {
  private current = 0;
  private waiters: (() => void)[] = [];
  complete = false;
  failed = false;
  done: Promise<void> = Promise.resolve();

  constructor(readonly found: Found) {}

  get progress(): number {
    return this.current;
  }
  set progress(value: number) {
    this.current = value;
    this.wakeWaiters();
  }

  /** Resolves at the next progress report or when the run ends, whichever comes first. */
  nextChange(): Promise<void> {
    return this.complete ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  wakeWaiters(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }
}

/** A client's search: its own id, possibly sharing its run with identical searches. */
export class SearchSession<Search, Found> {
  lastUsed = Date.now();

  constructor(
    readonly id: string,
    readonly search: Search,
    readonly run: SearchRun<Found>,
  ) {}

  get found(): Found {
    return this.run.found;
  }
  get progress(): number {
    return this.run.progress;
  }
  get complete(): boolean {
    return this.run.complete;
  }
  get failed(): boolean {
    return this.run.failed;
  }
  get done(): Promise<void> {
    return this.run.done;
  }

  /** Resolves when the run reports progress or ends, or after `timeoutMs`, whichever is first. */
  async nextChange(timeoutMs: number): Promise<void> {
    if (this.run.complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    const change = this.run instanceof WatchedRun ? this.run.nextChange() : this.run.done;
    await Promise.race([change, timeout]);
    clearTimeout(timer);
  }

  /** Waits, up to LONG_POLL_MS, until `ready()` holds (checked at each progress report) or the run ends. */
  async waitUntil(ready: () => boolean): Promise<void> {
    const deadline = Date.now() + LONG_POLL_MS;
    while (!this.complete && !ready() && Date.now() < deadline) await this.nextChange(deadline - Date.now());
  }
}

/** What one kind of search tells the store. */
export interface SearchKind<Search, Found, Session extends SearchSession<Search, Found>> {
  /** The search as id text (letters, digits, dots, `_`, `-`); `decode` reads it back. */
  encode(search: Search): string;
  /**
   * The search from an id's text, or null when it is not one or may no longer run. Client input:
   * it may throw a 4xx HttpError (e.g. places that do not exist).
   */
  decode(text: string, todayIso: string): Search | null;
  /** What makes searches identical, so that they share a run while it is queued or running. */
  runKey(search: Search): string;
  /** The empty results a new run starts with. */
  startFound(search: Search): Found;
  /** Computes the search into `run.found`, updating `run.progress`; yields between phases. */
  execute(run: SearchRun<Found>, search: Search): Promise<void>;
  openSession(id: string, search: Search, run: SearchRun<Found>): Session;
  /** The memory a run holds in the unit of `maxKept` (e.g. trips); without it only the count is bounded. */
  kept?(found: Found): number;
}

export interface SearchLimits {
  /** A session unused for longer is dropped (its id can still be re-run). */
  idleMs: number;
  maxSessions: number;
  /** All sessions together hold at most this much (`SearchKind.kept`), least recently used dropped first. */
  maxKept?: number;
  /** Searches are CPU work on the one event loop: how many compute at once. */
  concurrent: number;
  /** How many may wait for a turn; past it a new search is refused at once (503 + Retry-After). */
  waiting: number;
}

export const SEARCH_BUSY_MESSAGE = 'Сейчас слишком много поисков. Повторите поиск через несколько секунд.';
const RETRY_AFTER_SECONDS = 2;
const ID = /^(.+)\.([a-z0-9]{8})$/;

const randomSuffix = () =>
  randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, 8);

export class SearchSessionStore<Search, Found, Session extends SearchSession<Search, Found>> {
  /** In least recently used order: `get` re-inserts, `evict` walks from the front. */
  private readonly sessions = new Map<string, Session>();
  /** Runs queued or running, by `runKey`; a finished run leaves the map. */
  private readonly inFlight = new Map<string, SearchRun<Found>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Runs started by this store (tests prove identical searches share one). */
  runsStarted = 0;

  constructor(
    private readonly kind: SearchKind<Search, Found, Session>,
    private readonly limits: SearchLimits,
    private readonly onError: (error: unknown) => void,
  ) {}

  get size(): number {
    return this.sessions.size;
  }

  /** A new session with its own id; may throw the 503 of a full queue. */
  create(search: Search): Session {
    return this.open(`${this.kind.encode(search)}.${randomSuffix()}`, search);
  }

  /**
   * The session; when this process does not have it, the search is re-run from the id under that
   * same id. Null for an id that names no search; the 4xx of `decode` or the 503 of a full queue propagate.
   */
  getOrRerun(id: string, todayIso: string): Session | null {
    const existing = this.sessions.get(id);
    if (existing) {
      existing.lastUsed = Date.now();
      this.sessions.delete(id);
      this.sessions.set(id, existing);
      return existing;
    }
    const match = ID.exec(id);
    const search = match ? this.kind.decode(match[1]!, todayIso) : null;
    return search === null ? null : this.open(id, search);
  }

  private open(id: string, search: Search): Session {
    this.evict();
    const session = this.kind.openSession(id, search, this.runFor(search));
    this.sessions.set(id, session);
    return session;
  }

  private runFor(search: Search): SearchRun<Found> {
    const key = this.kind.runKey(search);
    const shared = this.inFlight.get(key);
    if (shared) return shared;
    if (this.waiting.length >= this.limits.waiting) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', SEARCH_BUSY_MESSAGE, undefined, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
    const run = new WatchedRun(this.kind.startFound(search));
    this.runsStarted += 1;
    run.done = this.runQueued(() => this.kind.execute(run, search))
      .then(() => {
        run.complete = true;
        run.progress = 100;
      })
      .catch((error: unknown) => {
        run.failed = true;
        run.complete = true;
        this.onError(error);
      })
      .finally(() => {
        this.inFlight.delete(key);
        run.wakeWaiters();
      });
    this.inFlight.set(key, run);
    return run;
  }

  /** Interleaved searches on the one event loop all finish late: a small FIFO queue runs each one's phases nearly back to back, so latency grows with the queue. */
  private runQueued(task: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        // A task that throws at once still frees its turn.
        new Promise<void>((done) => done(task())).then(resolve, reject).finally(() => {
          this.running -= 1;
          this.waiting.shift()?.();
        });
      };
      if (this.running < this.limits.concurrent) start();
      else this.waiting.push(start);
    });
  }

  /** Makes room for one more session. */
  private evict(): void {
    const { kept } = this.kind;
    const { idleMs, maxSessions, maxKept = Infinity } = this.limits;
    const now = Date.now();
    let held = 0;
    if (kept) for (const session of this.sessions.values()) held += kept(session.found);
    for (const [id, session] of this.sessions) {
      if (now - session.lastUsed <= idleMs && this.sessions.size < maxSessions && held <= maxKept) break; // the rest are fresher
      this.sessions.delete(id);
      if (kept) held -= kept(session.found);
    }
  }
}
