import { describe, expect, it, vi } from 'vitest';
import { JobQueue, type QueuePolicy } from '../../src/jobs/job-queue.js';
import type { Database, Queryable } from '../../src/db/database.js';
import { pgBossDatabase } from '../../src/jobs/pg-boss-database.js';
import { useTestApi } from '../support/test-api.js';

const NO_RETRY: QueuePolicy = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 30 };

/** Resolves once `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('job queue (pg-boss over the API database)', () => {
  const api = useTestApi({ jobs: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 } });

  it('runs a job written in a committed transaction once, and never one whose transaction rolled back', async () => {
    const seen: string[] = [];
    await api.jobs.work<{ note: string }>('test-transactional', NO_RETRY, async ({ note }) => void seen.push(note));
    await api.db.transaction((tx) => api.jobs.enqueue('test-transactional', { note: 'committed' }, { tx }));
    await expect(
      api.db.transaction(async (tx) => {
        await api.jobs.enqueue('test-transactional', { note: 'rolled back' }, { tx });
        throw new Error('the work this job reports failed');
      }),
    ).rejects.toThrow('the work this job reports failed');
    await api.jobs.drain('test-transactional');
    expect(seen).toEqual(['committed']);
    expect(await api.jobs.counts('test-transactional')).toEqual({ completed: 1 });
  });

  it('retries a failing job until its handler succeeds', async () => {
    const tries: number[] = [];
    await api.jobs.work('test-retried', { retryLimit: 5, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 }, async (_payload, job) => {
      tries.push(job.retryCount);
      if (tries.length < 3) throw new Error('not yet');
    });
    await api.jobs.enqueue('test-retried', {});
    await until(() => tries.length === 3);
    expect(tries).toEqual([0, 1, 2]);
  });

  it('fails a try still running when it expires, and the retry runs', async () => {
    const tries: number[] = [];
    await api.jobs.work('test-expired', { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 1 }, async (_payload, job) => {
      tries.push(job.retryCount);
      if (job.retryCount === 0) await new Promise((resolve) => setTimeout(resolve, 3_000));
    });
    await api.jobs.enqueue('test-expired', {});
    await until(() => tries.length === 2);
    await api.jobs.drain('test-expired');
    expect(tries).toEqual([0, 1]);
    expect(await api.jobs.counts('test-expired')).toEqual({ completed: 1 });
  });

  it('takes a changed policy on a database that already has the queue (a restart with a new MAIL_SEND_TIMEOUT_SECONDS)', async () => {
    await api.jobs.work('test-repoliced', NO_RETRY, async () => {});
    const restarted = await JobQueue.start(api.db, { logger: api.logger, pollingIntervalSeconds: 0.5 });
    try {
      const policy: QueuePolicy = { retryLimit: 3, retryDelaySeconds: 7, retryBackoff: true, expireInSeconds: 45 };
      await restarted.work('test-repoliced', policy, async () => {});
      const { rows } = await api.db.query<{ retry_limit: number; retry_delay: number; retry_backoff: boolean; expire_seconds: number }>(
        `SELECT retry_limit, retry_delay, retry_backoff, expire_seconds FROM ${api.jobs.schema}.queue WHERE name = $1`,
        ['test-repoliced'],
      );
      expect(rows).toEqual([{ retry_limit: 3, retry_delay: 7, retry_backoff: true, expire_seconds: 45 }]);
      const id = await restarted.enqueue('test-repoliced', {}, { startAfter: 3600 });
      const job = await api.db.query<{ expire_in: { seconds?: number } | string; retry_limit: number }>(
        `SELECT expire_in, retry_limit FROM ${api.jobs.schema}.job WHERE id = $1`,
        [id],
      );
      expect(job.rows[0]?.retry_limit).toBe(3);
      expect(JSON.stringify(job.rows[0]?.expire_in)).toMatch(/45/);
    } finally {
      await restarted.stop();
    }
  });

  it('runs each of many jobs exactly once when two workers race for them', async () => {
    const runs: number[] = [];
    const second = await JobQueue.start(api.db, { logger: api.logger, pollingIntervalSeconds: 0.5 });
    try {
      const handler = async ({ n }: { n: number }) => void runs.push(n);
      await api.jobs.work('test-raced', NO_RETRY, handler);
      await second.work('test-raced', NO_RETRY, handler);
      for (let n = 0; n < 20; n += 1) await api.jobs.enqueue('test-raced', { n });
      await until(() => runs.length >= 20);
      await Promise.all([api.jobs.drain('test-raced'), second.drain('test-raced')]);
      expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    } finally {
      await second.stop();
    }
  });
});

describe('a stopped queue’s statements', () => {
  it('reach no database and get no answer: pg-boss’s timers read rows[0] of some, so an empty answer would throw where nothing catches', async () => {
    const sent: string[] = [];
    const database: Queryable = {
      query: async <Row>(text: string) => {
        sent.push(text);
        return { rows: [{ count: '1' } as Row], rowCount: 1 };
      },
    };
    const gate = { closed: true, inFlight: new Set<Promise<void>>() };
    const answered = vi.fn();
    void pgBossDatabase(database, gate)
      .executeSql('WITH results AS (UPDATE job SET state = $1) SELECT count(*) FROM results', ['completed'])
      .then(answered, answered);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(answered).not.toHaveBeenCalled();
    expect(gate.inFlight.size).toBe(0);
  });
});

describe('a job whose end cannot be recorded', () => {
  const api = useTestApi();

  it('is logged and left to expire, not a rejection nothing catches (which ends the API process)', async () => {
    // the database refuses the statement that marks a job completed, as one does whose connection a
    // pause outlasted (pg-boss's own worker sent it without awaiting it)
    const refusesJobEnds: Database = {
      ...api.db,
      query: (text, params) =>
        /SET completed_on = now\(\),\s*state = 'completed'/.test(text) ? Promise.reject(new Error('Query read timeout')) : api.db.query(text, params),
    };
    const errors: string[] = [];
    const queue = await JobQueue.start(refusesJobEnds, {
      logger: { info: () => undefined, error: (msg) => void errors.push(msg) },
      pollingIntervalSeconds: 0.5,
    });
    try {
      const ran = vi.fn(async () => undefined);
      await queue.work('test-end-lost', NO_RETRY, ran);
      await queue.enqueue('test-end-lost', {});
      await until(() => errors.length > 0);
      expect(ran).toHaveBeenCalledTimes(1);
      expect(errors).toEqual(['job queue: a job’s end was not recorded; it is retried when it expires']);
      // still active: pg-boss's expiry gives it back to the queue
      expect(await queue.counts('test-end-lost')).toEqual({ active: 1 });
    } finally {
      await queue.stop();
    }
  });
});
