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

/** An open transaction: its statements, and work to start once it has committed. */
export interface Transaction extends Queryable {
  /** `callback` runs after COMMIT (never after a ROLLBACK), e.g. to wake a worker for a job the transaction wrote. */
  afterCommit(callback: () => void): void;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs several statements separated by `;` (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The schema every connection works in, when it is not the server's default (tests). */
  readonly schema?: string;
}

/** Runs the callbacks a committed transaction registered; one failing does not stop the others. */
export function runAfterCommit(callbacks: ReadonlyArray<() => void>): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // What runs after a commit is a hint (a wake-up); the committed work stands either way.
    }
  }
}

/** PostgreSQL error codes the API turns into client answers instead of 500. */
export const PG_UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PG_UNIQUE_VIOLATION;
}

/**
 * The database cannot answer right now (server down or restarting, connection lost, a statement
 * over its time limit): the request fails with 503 and the next one tries again, instead of 500.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '57014', '53300']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  // Several connection attempts at once (localhost → ::1 and 127.0.0.1) fail as one AggregateError.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNAVAILABLE_MESSAGES.test(String((error as { message?: unknown }).message ?? ''));
}
