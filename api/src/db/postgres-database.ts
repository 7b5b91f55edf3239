import pg from 'pg';
import { runAfterCommit, type Database, type QueryResult, type SqlValue, type Transaction } from './database.js';

export interface PostgresOptions {
  /** Every connection works in this schema (tests get one schema per file). */
  schema?: string;
  max?: number;
  /** Longest wait for a connection (new or from a full pool) and for one statement, ms. */
  timeoutMs?: number;
}

/** A request must fail within seconds when the server is gone, never hang (it answers 503). */
const DEFAULT_TIMEOUT_MS = 10_000;

/** A real PostgreSQL server through a `pg` pool. */
export async function openPostgresDatabase(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Server side (a lock wait counts) and client side (a server that stopped answering).
    statement_timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    query_timeout: (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + 1000,
    // A process stopped between two statements of a transaction (SIGSTOP, a hung VM) keeps its row
    // locks: the server ends it well before a request waiting for those locks gives up.
    idle_in_transaction_session_timeout: Math.ceil((options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 2),
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly SqlValue[]): Promise<QueryResult<Row>> => {
    const result = await client.query(sql, params ? [...params] : []);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  await pool.query('SELECT 1');

  return {
    kind: 'postgres',
    ...(options.schema ? { schema: options.schema } : {}),
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: when its connection ends between two
      // statements (the server ends the idle transaction of a paused process), its 'error' event
      // would end this process. The next statement fails on its own; the client is then dropped.
      let broken: Error | undefined;
      const onConnectionLost = (error: Error) => void (broken ??= error);
      client.on('error', onConnectionLost);
      try {
        await client.query('BEGIN');
        const committed: Array<() => void> = [];
        const tx: Transaction = { query: (sql, params) => run(client, sql, params), afterCommit: (callback) => void committed.push(callback) };
        const value = await work(tx);
        await client.query('COMMIT');
        runAfterCommit(committed);
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => void (broken ??= rollbackError));
        throw error;
      } finally {
        client.off('error', onConnectionLost);
        // a client whose connection failed is closed, not given to the next request
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
