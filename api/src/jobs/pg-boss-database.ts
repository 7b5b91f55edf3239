import type { Queryable, SqlValue } from '../db/database.js';

/** What pg-boss calls instead of opening its own pool (its `db` option). */
export interface PgBossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

/**
 * pg-boss over the API's own database layer, so its statements take the same path (PGlite's one lock, PostgreSQL's pool or the
 * caller's transaction); its only multi-statement texts, its own `BEGIN; …; COMMIT;` blocks, run as one script.
 */
export function pgBossDatabase(target: Queryable & { exec?: (sql: string) => Promise<void> }, gate?: QueueDatabaseGate): PgBossDatabase {
  const execute = async (text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }> => {
    if (!values?.length && /^\s*BEGIN\s*;/i.test(text)) {
      if (!target.exec) throw new Error('pg-boss: a multi-statement script cannot run inside a transaction');
      await target.exec(text);
      return { rows: [], rowCount: 0 };
    }
    return target.query(text, values?.map(toSqlValue) ?? []);
  };
  if (!gate) return { executeSql: execute };
  return {
    executeSql: (text, values) => {
      if (gate.closed) return unanswered;
      const query = execute(text, values);
      const settled = query.then(
        () => undefined,
        () => undefined,
      );
      gate.inFlight.add(settled);
      void settled.then(() => gate.inFlight.delete(settled));
      return query;
    },
  };
}

/** A stopped queue's statement gets no answer: not the pool the API is closing, nor an empty answer (pg-boss reads `rows[0]` where nothing catches). */
const unanswered: Promise<never> = new Promise(() => undefined);

/** The queue's statements on the API's database: once stopped, a late poll or timer of pg-boss goes unanswered, and `inFlight` lets the stop wait for those sent. */
export interface QueueDatabaseGate {
  closed: boolean;
  inFlight: Set<Promise<void>>;
}

/** pg serialises a plain object as JSON, PGlite does not: both get the JSON text. */
function toSqlValue(value: unknown): SqlValue {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof Uint8Array)) {
    return JSON.stringify(value);
  }
  return value as SqlValue;
}
