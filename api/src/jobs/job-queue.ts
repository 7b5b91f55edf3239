import PgBoss from 'pg-boss';
import type { Database, Transaction } from '../db/database.js';
import { describeError, type Logger } from '../logger.js';
import { pgBossDatabase, type QueueDatabaseGate } from './pg-boss-database.js';

/** How a queue retries a job that failed (thrown, or its process killed) and how long one try may take. */
export interface QueuePolicy {
  /** Tries after the first; 0: never retried. */
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff` each next wait about doubles (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A try still running after this long counts as failed and is retried (also a try whose process died). */
  expireInSeconds: number;
}

export interface EnqueueOptions {
  /** Write the job in this transaction: it exists exactly when what the transaction reports does. */
  tx?: Transaction;
  /** Not before this moment (or this many seconds from now). */
  startAfter?: Date | number;
  /** At most one queued or running job with this key in the queue… */
  singletonKey?: string;
  /** …per time slot of this many seconds. */
  singletonSeconds?: number;
}

export interface JobInfo {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
}

export type JobHandler<Payload> = (payload: Payload, job: JobInfo) => Promise<void>;

export interface JobQueueOptions {
  logger: Logger;
  /** Seconds between polls of an idle queue; jobs enqueued by this process wake its workers at once. */
  pollingIntervalSeconds?: number;
  /** Seconds between pg-boss's maintenance runs (expiring tries of dead processes, archiving). */
  maintenanceIntervalSeconds?: number;
}

const DEFAULT_SCHEMA = 'pgboss';

/**
 * The API's background jobs on its own database (pg-boss, PostgreSQL or PGlite), fetched with `FOR UPDATE SKIP LOCKED`: with N
 * API processes each job runs in one, and a job whose process died is retried once its try expires.
 */
export class JobQueue {
  private readonly handlers = new Map<string, { handle: JobHandler<unknown>; wake: () => void }>();
  private readonly running = new Set<Promise<void>>();
  /** The workers' loops, and the jobs they hold now (given back when a stop outlasts them). */
  private readonly workers = new Set<Promise<void>>();
  private readonly held = new Map<string, string>();
  private stopping = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly db: Database,
    private readonly logger: Logger,
    readonly schema: string,
    private readonly gate: QueueDatabaseGate,
    private readonly pollingMs: number,
  ) {}

  /** Installs (or migrates) the queue's tables in their own schema and starts maintenance and schedules. */
  static async start(db: Database, options: JobQueueOptions): Promise<JobQueue> {
    // Tests give each file its own schema; its jobs then live beside it and are dropped with it.
    const schema = db.schema ? `${db.schema}_jobs` : DEFAULT_SCHEMA;
    const gate: QueueDatabaseGate = { closed: false, inFlight: new Set() };
    const boss = new PgBoss({
      db: pgBossDatabase(db, gate),
      schema,
      ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
      ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
    });
    boss.on('error', (error: unknown) => options.logger.error('job queue error', describeError(error)));
    await boss.start();
    return new JobQueue(boss, db, options.logger, schema, gate, (options.pollingIntervalSeconds ?? 2) * 1000);
  }

  /**
   * Runs `handler` for every job of `name` in whichever process fetches it; a throw fails that try, retried as `policy` says.
   * Handlers must be safe to run twice (a process may die after the work, before the job is marked done).
   */
  async work<Payload>(name: string, policy: QueuePolicy, handler: JobHandler<Payload>): Promise<void> {
    if (this.handlers.has(name)) throw new Error(`job queue ${name}: a worker is already registered`);
    await this.applyPolicy(name, policy);
    const worker = { handle: handler as JobHandler<unknown>, wake: () => undefined };
    this.handlers.set(name, worker);
    const loop = this.poll(name, worker);
    this.workers.add(loop);
    void loop.finally(() => this.workers.delete(loop));
  }

  /**
   * A worker on pg-boss's public calls, fetching one job at a time and awaiting its end's record: pg-boss's own `work` did not
   * await it, so a refused statement left a rejection nothing caught, and Node ended the API process.
   */
  private async poll(name: string, worker: { wake: () => void }): Promise<void> {
    while (!this.stopping) {
      const jobs = await this.boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true }).catch((error: unknown) => {
        this.logger.error('job queue: fetch failed', { queue: name, ...describeError(error) });
        return [];
      });
      if (jobs[0]) await this.finish(name, jobs[0]);
      else
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollingMs);
          worker.wake = () => resolve(clearTimeout(timer));
        });
    }
  }

  /**
   * Runs a fetched job and marks it completed, or failed (thrown, or still running when its try
   * expires). A mark the database refuses is logged, and the job, still active, is retried once it expires.
   */
  private async finish(name: string, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    this.held.set(job.id, name);
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still running after ${job.expireInSeconds} s`)), job.expireInSeconds * 1000);
    });
    let end: () => Promise<unknown>;
    try {
      await Promise.race([this.run(name, job), expired]);
      end = () => this.boss.complete(name, job.id);
    } catch (error) {
      end = () => this.boss.fail(name, job.id, { message: String(describeError(error).error) });
    } finally {
      clearTimeout(timer);
    }
    if (!this.held.delete(job.id)) return; // given back by a stop that could not wait for it
    await end().catch((error: unknown) => this.logger.error('job queue: a job’s end was not recorded; it is retried when it expires', describeError(error)));
  }

  /**
   * Creates queue `name` with `policy`, or brings an existing one to it: pg-boss's createQueue leaves an earlier queue as it was,
   * so a changed setting (MAIL_SEND_TIMEOUT_SECONDS…) would never reach it. Jobs sent from now on take it.
   */
  private async applyPolicy(name: string, policy: QueuePolicy): Promise<void> {
    const wanted = {
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: policy.retryBackoff,
      expireInSeconds: policy.expireInSeconds,
    };
    await this.boss.createQueue(name, { name, ...wanted });
    const stored = await this.boss.getQueue(name);
    const changed = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((key) => stored?.[key] !== wanted[key]);
    if (changed.length === 0) return;
    await this.boss.updateQueue(name, { name, ...wanted });
    this.logger.info(`job queue ${name}: settings updated`, { changed: Object.fromEntries(changed.map((key) => [key, wanted[key]])) });
  }

  /** Queues a job for `name` (whose worker this process registered); returns its id, or null when a singleton key already holds the slot. */
  async enqueue<Payload extends object>(name: string, payload: Payload, options: EnqueueOptions = {}): Promise<string | null> {
    const entry = this.handlers.get(name);
    if (!entry) throw new Error(`job queue ${name}: no worker registered, so no queue to put the job in`);
    const { tx, startAfter, singletonKey, singletonSeconds } = options;
    const id = await this.boss.send(name, payload, {
      ...(tx ? { db: pgBossDatabase(tx) } : {}),
      ...(startAfter !== undefined ? { startAfter } : {}),
      ...(singletonKey !== undefined ? { singletonKey } : {}),
      ...(singletonSeconds !== undefined ? { singletonSeconds } : {}),
    });
    // Wake this process's worker once the job is visible, instead of at its next poll.
    if (tx) tx.afterCommit(() => entry.wake());
    else entry.wake();
    return id;
  }

  /** Enqueues a job for `name` on a cron schedule (`tz` an IANA zone); one job per tick across all processes. */
  async schedule<Payload extends object>(name: string, cron: string, payload: Payload, options: { tz?: string } = {}): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`job queue ${name}: register its worker before its schedule`);
    await this.boss.schedule(name, cron, payload, options.tz ? { tz: options.tz } : {});
  }

  /** Runs every job of `name` due now in this process and waits for those running here, so a test reads the result without sleeping; later retries keep their time. */
  async drain(name: string): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`job queue ${name}: no worker registered`);
    // A job this process's worker is fetching is locked (so skipped here) or active before its handler
    // is in `running`: wait for it a moment. An active job of a dead process is left to its expiry.
    const deadline = Date.now() + 5_000;
    for (;;) {
      const jobs = await this.boss.fetch<object>(name, { batchSize: 10, includeMetadata: true });
      if (jobs?.length) {
        for (const job of jobs) await this.finish(name, job);
        continue;
      }
      while (this.running.size > 0) await Promise.allSettled([...this.running]);
      const { rows } = await this.db.query<{ jobs: number }>(
        `SELECT count(*)::integer AS jobs FROM ${this.schema}.job
         WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        [name],
      );
      if (Number(rows[0]?.jobs ?? 0) === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** How many jobs of `name` are in each state (tests, monitoring). */
  async counts(name: string): Promise<Record<string, number>> {
    const { rows } = await this.db.query<{ state: string; jobs: number }>(
      `SELECT state::text AS state, count(*)::integer AS jobs FROM ${this.schema}.job WHERE name = $1 GROUP BY state`,
      [name],
    );
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.jobs)]));
  }

  /** Stops fetching, lets running jobs finish for a few seconds, then gives the rest back to the queue (retried elsewhere). */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const worker of this.handlers.values()) worker.wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(this.workers), new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
    const givenBack = [...this.held].map(([id, name]) => this.boss.fail(name, id, { message: 'the API process stopped while it ran' }));
    this.held.clear();
    await Promise.allSettled(givenBack);
    await this.boss.stop({ graceful: true, timeout: 5_000, close: false });
    this.gate.closed = true;
    while (this.gate.inFlight.size > 0) await Promise.all([...this.gate.inFlight]);
  }

  private run(name: string, job: PgBoss.JobWithMetadata<unknown> | PgBoss.Job<unknown>): Promise<void> {
    const handle = this.handlers.get(name)!.handle;
    const retryCount = 'retryCount' in job ? job.retryCount : 0;
    const work = handle(job.data, { id: job.id, retryCount })
      .catch((error: unknown) => {
        this.logger.error('job failed', { queue: name, jobId: job.id, retryCount, ...describeError(error) });
        throw error;
      })
      .finally(() => this.running.delete(tracked));
    const tracked = work.catch(() => undefined);
    this.running.add(tracked);
    return work;
  }
}
