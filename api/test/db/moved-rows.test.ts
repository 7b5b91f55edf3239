// Migrations that fold one store into another keep what the old store held: run the migrations up
// to the one before, write rows the old way, run the rest, and read them the new way.
import { afterAll, describe, expect, it } from 'vitest';
import { findOneTimeToken } from '../../src/accounts/one-time-tokens.js';
import { migrate, readMigrations } from '../../src/db/migrate.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';

const db = await openPgliteDatabase(':memory:');
afterAll(() => db.close());

const upTo = (version: number) => readMigrations().filter((m) => m.version < version);

describe('402: price alert tokens join the one-time tokens', () => {
  it("keeps each alert token's hash, purpose, request, expiry and use", async () => {
    await migrate(db, upTo(402));
    const alertId = '00000000-0000-4000-8000-000000000001';
    const requestId = '00000000-0000-4000-8000-0000000000aa';
    await db.query(
      `INSERT INTO price_alerts (id, email, search_string, departure_date, origin, destination, adults, children, infants, is_business, status)
       VALUES ($1, 'a@example.ru', 'MOW1012LED1', '2027-12-10', 'MOW', 'LED', 1, 0, 0, false, 'pending')`,
      [alertId],
    );
    const hash = (token: string) => `encode(sha256(convert_to('${token}', 'UTF8')), 'hex')`;
    await db.query(
      `INSERT INTO price_alert_tokens (token_hash, alert_id, purpose, request_id, expires_at, used_at) VALUES
       (${hash('watch-token')}, $1, 'watch', $2, NULL, NULL),
       (${hash('confirm-token')}, $1, 'confirm', $2, now() - interval '1 day', now() - interval '2 days'),
       (${hash('unsubscribe-token')}, $1, 'unsubscribe', gen_random_uuid(), NULL, NULL)`,
      [alertId, requestId],
    );
    await migrate(db);
    expect(await findOneTimeToken(db, 'watch-token', 'alert_watch')).toMatchObject({
      alertId,
      userId: null,
      used: false,
      expired: false,
      requestConfirmed: true,
    });
    expect(await findOneTimeToken(db, 'confirm-token', 'alert_confirm')).toMatchObject({ alertId, used: true, expired: true });
    expect(await findOneTimeToken(db, 'unsubscribe-token', 'alert_unsubscribe')).toMatchObject({ alertId, used: false, requestConfirmed: false });
    expect(await findOneTimeToken(db, 'watch-token', 'login')).toBeNull();
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'price_alert_tokens'");
    expect(rows[0]!.n).toBe(0);
  });
});
