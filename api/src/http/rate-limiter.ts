import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { errors } from './http-error.js';

/** Fixed-window counters in the database, so API processes share one budget (the 11th login a minute is refused by any), one atomic upsert per attempt. */
export class RateLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    /** Names the budget (`login-email`, `login-ip`…): budgets never share counters. */
    private readonly bucket: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns seconds to wait when over the limit, else 0. */
  async hit(key: string): Promise<number> {
    const now = this.now();
    const keyHash = createHash('sha256').update(key).digest('hex');
    const { rows } = await this.db.query<{ hits: number; window_ends_at: string }>(
      `INSERT INTO rate_limit_windows (bucket, key_hash, hits, window_ends_at) VALUES ($1, $2, 1, $3)
       ON CONFLICT (bucket, key_hash) DO UPDATE SET
         hits = CASE WHEN rate_limit_windows.window_ends_at <= $4 THEN 1 ELSE rate_limit_windows.hits + 1 END,
         window_ends_at = CASE WHEN rate_limit_windows.window_ends_at <= $4 THEN EXCLUDED.window_ends_at ELSE rate_limit_windows.window_ends_at END
       RETURNING hits, window_ends_at`,
      [this.bucket, keyHash, now + this.windowMs, now],
    );
    await this.sweepNowAndThen(now);
    const row = rows[0]!;
    const hits = Number(row.hits);
    return hits > this.limit ? Math.max(1, Math.ceil((Number(row.window_ends_at) - now) / 1000)) : 0;
  }

  /** Expired windows are dead rows: drop them every thousand attempts so the table stays small. */
  private async sweepNowAndThen(now: number): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < 1000) return;
    this.hitsSinceSweep = 0;
    await this.db.query('DELETE FROM rate_limit_windows WHERE bucket = $1 AND window_ends_at <= $2', [this.bucket, now]);
  }
}

/** Counts one attempt in each budget; 429 with the longest wait when any is over. */
export async function enforce(...checks: Array<[RateLimiter, string]>): Promise<void> {
  const waits = await Promise.all(checks.map(([limiter, key]) => limiter.hit(key)));
  const wait = Math.max(...waits);
  if (wait > 0) throw errors.tooManyRequests(wait);
}
