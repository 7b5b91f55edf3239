import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { browserSession, freePort, sharedDatabase, startApi, until } from '../support/api-process.js';

/**
 * The API process is killed (SIGKILL) after a refund was recorded and while the acquirer has not
 * paid it (the sandbox refuses, so its job waits for a retry); a new process on the same database
 * pays it, once, and a replay of the confirm under the same key gives back the same refund.
 */
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'api-refund-kill-'));

afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

/** What the sandbox acquirer paid and what we recorded, read once no API process holds the database. */
async function ledger(env: Record<string, string>) {
  const sql = `SELECT (SELECT count(*) FROM flight_refunds)::integer AS refunds,
    (SELECT count(*) FROM flight_refund_lines)::integer AS lines,
    (SELECT count(*) FROM sandbox_acquirer_refunds)::integer AS paid,
    (SELECT coalesce(sum(amount_rub), 0) FROM sandbox_acquirer_refunds)::integer AS paid_rub`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(sql);
    await client.end();
    return rows[0] as { refunds: number; lines: number; paid: number; paid_rub: number };
  }
  const db = await openPgliteDatabase(env.DATA_DIR!);
  const { rows } = await db.query<{ refunds: number; lines: number; paid: number; paid_rub: number }>(sql);
  await db.close();
  return rows[0]!;
}

describe('a refund is paid once', () => {
  it('after the API is killed between the refund’s record and the acquirer’s payment', { timeout: 600_000 }, async () => {
    const database = await sharedDatabase(dataRoot, 'refund_kill');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...database.env, JOBS_MAINTENANCE_SECONDS: '1', JOBS_POLL_SECONDS: '1' };
    const healthy = async () => (await fetch(`${base}/health/ready`)).ok;
    try {
      const first = startApi(port, env);
      await until(async () => first.child.exitCode === null && (await healthy()), 400_000, `the first API process (${first.err()})`);
      const { post, demoToken } = await browserSession(base);
      const auth = { authorization: `Bearer ${await demoToken()}` };
      // The demo seed gives the demo user a ticketed order.
      const orders = (await (await fetch(`${base}/profile/orders`, { headers: auth })).json()) as { items: { orderUuid: string; status: string }[] };
      const order = orders.items.find((o) => o.status === 'TICKETED')!;
      expect((await post('/dev/sandbox/refund-refusals', { count: 100 })).status).toBe(204);
      const confirm = () => post(`/flights/orders/${order.orderUuid}/refunds`, {}, { ...auth, 'Idempotency-Key': 'refund-kill-0001' });
      // a dropped connection here is no part of the scenario: say what the process said, and whether it was still running
      const created = await confirm().catch((error: unknown) => {
        throw new Error(
          `the first confirm got no answer (process ${first.child.exitCode === null ? 'running' : `exited ${first.child.exitCode}`}): ${first.err()}`,
          {
            cause: error,
          },
        );
      });
      expect(created.status).toBe(201);
      const refund = (await created.json()) as { refundUuid: string; amount: number };
      const state = async () =>
        ((await (await fetch(`${base}/flights/orders/${order.orderUuid}/refunds/${refund.refundUuid}`, { headers: auth })).json()) as { status: string })
          .status;
      await until(async () => (await state()) === 'PROCESSING', 60_000, 'the first try, refused by the acquirer');
      first.child.kill('SIGKILL');
      await first.exited;

      const second = startApi(port, env);
      await until(async () => second.child.exitCode === null && (await healthy()), 400_000, `the second API process (${second.err()})`);
      expect((await post('/dev/sandbox/refund-refusals', { count: 0 })).status).toBe(204);
      const replayed = await confirm();
      expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
      expect(((await replayed.json()) as { refundUuid: string }).refundUuid).toBe(refund.refundUuid);
      await until(async () => (await state()) === 'REFUNDED', 240_000, 'the retried refund');
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const after = await ledger(env);
      expect(after).toEqual({ refunds: 1, lines: 1, paid: 1, paid_rub: refund.amount });
    } finally {
      await database.drop();
    }
  });
});
