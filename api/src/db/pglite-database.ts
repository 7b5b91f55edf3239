// The embedded PostgreSQL adapter, with the lock its single connection needs (every statement and
// transaction queues on it), so the whole rule sits in one file.
import { PGlite } from '@electric-sql/pglite';
import { runAfterCommit, type Database, type QueryResult, type SqlValue, type Transaction } from './database.js';

/** A promise queue: one holder at a time, in arrival order. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    // Keep the chain alive whatever `work` does, without leaking its rejection.
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * Embedded PostgreSQL. PGlite has one connection: a query from another request issued while
 * a transaction is open would run inside that transaction. So every statement and every
 * transaction takes the same lock, and statements inside a transaction use its own handle.
 */
export async function openPgliteDatabase(dataDir: string | ':memory:', options: { template?: Blob } = {}): Promise<Database> {
  // A template (an initialised data directory) skips initdb: tests start in a fraction of the time.
  const init = options.template ? { loadDataDir: options.template } : {};
  const db = dataDir === ':memory:' ? new PGlite(init) : new PGlite(dataDir, init);
  await db.waitReady;
  const lock = new Mutex();

  const run = async <Row>(target: Pick<PGlite, 'query'>, sql: string, params?: readonly SqlValue[]): Promise<QueryResult<Row>> => {
    const result = await target.query<Row>(sql, params ? [...params] : []);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };

  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => run(db, sql, params)),
    exec: (sql) => lock.run(async () => void (await db.exec(sql))),
    transaction: (work) =>
      lock.run(async () => {
        await db.query('BEGIN');
        const committed: Array<() => void> = [];
        const tx: Transaction = { query: (sql, params) => run(db, sql, params), afterCommit: (callback) => void committed.push(callback) };
        try {
          const value = await work(tx);
          await db.query('COMMIT');
          runAfterCommit(committed);
          return value;
        } catch (error) {
          await db.query('ROLLBACK');
          throw error;
        }
      }),
    close: () => lock.run(() => db.close()),
  };
}
