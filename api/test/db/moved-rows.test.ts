// Migrations that fold one store into another keep what the old store held: run the migrations up
// to the one before, write rows the old way, run the rest, and read them the new way.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { findOneTimeToken } from '../../src/accounts/one-time-tokens.js';
import { fingerprintOf } from '../../src/flights/orders/order-idempotency.js';
import { findKeyed } from '../../src/flights/orders/order-idempotency-store.js';
import { findAlert, paramsOf } from '../../src/flights/price-alerts/price-alert-store.js';
import { migrate, readMigrations } from '../../src/db/migrate.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';

// A fresh database each: opened from the run's initialised template (api/test/support/global-setup.ts).
const template = inject('pgliteTemplate');
const freshDatabase = () => openPgliteDatabase(':memory:', template ? { template: new Blob([readFileSync(template)]) } : {});
const db = await freshDatabase();
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

describe('403: price alerts keep the search string and departure day', () => {
  it('reads an alert written with the decoded columns back from its string, with the years its departure day gives', async () => {
    const db403 = await freshDatabase();
    try {
      await migrate(db403, upTo(403));
      const alertId = '00000000-0000-4000-8000-000000000002';
      // 20.12 → 05.01 crosses a new year: the return's year comes from the departure day.
      await db403.query(
        `INSERT INTO price_alerts (id, email, search_string, departure_date, return_date, origin, destination, adults, children, infants, is_business, status)
         VALUES ($1, 'b@example.ru', 'MOW2012AER0501210B', '2027-12-20', '2028-01-05', 'MOW', 'AER', 2, 1, 0, true, 'active')`,
        [alertId],
      );
      await migrate(db403);
      const row = await findAlert(db403, alertId);
      expect(row).toMatchObject({ search_string: 'MOW2012AER0501210B', departure_date: '2027-12-20', status: 'active' });
      expect(paramsOf(row!)).toEqual({
        origin: 'MOW',
        destination: 'AER',
        departureDate: '2027-12-20',
        returnDate: '2028-01-05',
        adults: 2,
        children: 1,
        infants: 0,
        isBusiness: true,
      });
    } finally {
      await db403.close();
    }
  });
});

describe('404: payment attempts keep their keys in the one idempotency store', () => {
  it('finds an attempt made before under its key and the request that made it, and nothing for another method', async () => {
    const db404 = await freshDatabase();
    try {
      await migrate(db404, upTo(404));
      const [order, payment, attempt] = [
        '00000000-0000-4000-8000-000000000003',
        '00000000-0000-4000-8000-000000000004',
        '00000000-0000-4000-8000-000000000005',
      ];
      await db404.query(
        `INSERT INTO flight_orders (uuid, email, phone, status, offer_id, search_string, cabin, total_rub, details, payment_deadline)
         VALUES ($1, 'c@example.ru', '+79990000000', 'BOOKED', gen_random_uuid(), 'MOW1012LED1', 'economy', 5000, '{}', now() + interval '1 hour')`,
        [order],
      );
      await db404.query(
        `INSERT INTO payments (uuid, order_uuid, purpose, description, amount_rub, status) VALUES ($1, $2, 'ORDER', 'Заказ', 5000, 'PENDING')`,
        [payment, order],
      );
      await db404.query(
        `INSERT INTO payment_attempts (id, payment_uuid, method, idempotency_key, request_fingerprint, status, expires_at)
         VALUES ($1, $2, 'SBP', 'pay-key-before', 'x', 'PENDING', now() + interval '15 minutes')`,
        [attempt, payment],
      );
      await migrate(db404);
      const keyed = (method: string) =>
        findKeyed(db404, {
          action: 'attempt',
          ownerId: '',
          key: 'pay-key-before',
          fingerprint: fingerprintOf({ action: 'attempt', of: payment, body: { method } }),
        });
      expect(await keyed('sbp')).toEqual({ fingerprint: fingerprintOf({ action: 'attempt', of: payment, body: { method: 'sbp' } }), made: attempt });
      expect((await keyed('card'))!.fingerprint).not.toBe(fingerprintOf({ action: 'attempt', of: payment, body: { method: 'card' } }));
    } finally {
      await db404.close();
    }
  });
});
