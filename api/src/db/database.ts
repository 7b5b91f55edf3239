/**
 * The one database interface the API code sees. The embedded PGlite and a real PostgreSQL
 * server both sit behind it, so modules write plain PostgreSQL and never know which runs.
 */
export type SqlValue = string | number | boolean | null | Date | Uint8Array | string[] | number[];

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted (0 for a plain SELECT on some drivers). */
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by `;` (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** PostgreSQL error codes the API turns into client answers instead of 500. */
export const PG_UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PG_UNIQUE_VIOLATION;
}
