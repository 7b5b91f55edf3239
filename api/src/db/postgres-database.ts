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
    idle_in_transaction_session_timeout: (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) * 3,
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
      try {
        await client.query('BEGIN');
        const committed: Array<() => void> = [];
        const tx: Transaction = { query: (sql, params) => run(client, sql, params), afterCommit: (callback) => void committed.push(callback) };
        const value = await work(tx);
        await client.query('COMMIT');
        runAfterCommit(committed);
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
