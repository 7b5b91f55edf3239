import pg from 'pg';
import type { Database, QueryResult, Queryable, SqlValue } from './database.js';

export interface PostgresOptions {
  /** Every connection works in this schema (tests get one schema per file). */
  schema?: string;
  max?: number;
}

/** A real PostgreSQL server through a `pg` pool. */
export async function openPostgresDatabase(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
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
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: (sql, params) => run(client, sql, params) };
        const value = await work(tx);
        await client.query('COMMIT');
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
