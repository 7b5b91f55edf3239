// PostgreSQL only (vitest.config.ts runs *.postgres.test.ts in the PostgreSQL pass): PGlite has no
// connection a server could end.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/test-api.js';

describe('a transaction whose connection the server ends', () => {
  const api = useTestApi();

  it('fails that request and leaves the process and the pool answering (the server ends an idle transaction of a paused process)', async () => {
    await expect(
      api.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // another connection ends this one, as idle_in_transaction_session_timeout does
        await api.db.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        // the end of the connection arrives between two statements, when no statement is waiting for it
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.query('SELECT 1');
      }),
    ).rejects.toThrow();
    for (let i = 0; i < 12; i += 1) expect((await api.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect(await api.db.transaction((tx) => tx.query<{ two: number }>('SELECT 2 AS two'))).toMatchObject({ rows: [{ two: 2 }] });
  });
});
