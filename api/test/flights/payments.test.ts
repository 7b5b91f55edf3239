import * as v from 'valibot';
import { orderOptionsSchema } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { createTestApi, useTestApi, DEMO_USER, isErrorShape } from '../support/test-api.js';
import { contacts, createOfferFor, russianAdult, searchStringFor } from './flight-fixtures.js';

const api = useTestApi();

async function bookedOrder(days: number, token?: string): Promise<any> {
  const offer = await createOfferFor(api, searchStringFor({}, days));
  const res = await api.request('POST', '/flights/orders', {
    json: { offerId: offer.offerId, passengers: [russianAdult], contacts: token ? { ...contacts, email: DEMO_USER.email } : contacts },
    token,
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('payment idempotency', () => {
  it('same key and parameters → same attempt, one charge; other parameters → 409', async () => {
    const order = await bookedOrder(50);
    const pay = (method: string, key: string) =>
      api.request('POST', `/flights/orders/${order.orderUuid}/payments`, { json: { method }, headers: { 'Idempotency-Key': key } });
    const [a, b] = await Promise.all([pay('sbp', 'key-aaaaaaaa-1'), pay('sbp', 'key-aaaaaaaa-1')]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    const { rows } = await api.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM flight_order_idempotency_keys WHERE idempotency_key = $1 AND payment_attempt_id IS NOT NULL',
      ['key-aaaaaaaa-1'],
    );
    expect(rows[0]!.n).toBe(1);

    const conflict = await pay('card', 'key-aaaaaaaa-1');
    expect(conflict.status).toBe(409);
    expect(isErrorShape(conflict.body)).toBe(true);

    const missing = await api.request('POST', `/flights/orders/${order.orderUuid}/payments`, { json: { method: 'sbp' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields['Idempotency-Key']).toMatch(/Idempotency-Key/);
  });

  it('SBP: NSPK payload with sum in kopecks, polling, sandbox mark-paid, and one success only', async () => {
    const order = await bookedOrder(51);
    const qr = await api.request('POST', `/flights/orders/${order.orderUuid}/payments`, {
      json: { method: 'sbp' },
      headers: { 'Idempotency-Key': 'sbp-key-0001' },
    });
    expect(qr.body.qrPayload).toMatch(new RegExp(`^https://qr\\.nspk\\.ru/[A-Z0-9]{32}\\?type=02&bank=\\d+&sum=${order.total * 100}&cur=RUB&crc=[0-9A-F]{4}$`));
    expect(Date.parse(qr.body.expiresAt)).toBeGreaterThan(Date.now());
    const statusPath = new URL(qr.body.statusUrl).pathname;
    expect((await api.request('GET', statusPath)).body.status).toBe('PENDING');

    const card = await api.request('POST', `/flights/orders/${order.orderUuid}/payments`, {
      json: { method: 'card' },
      headers: { 'Idempotency-Key': 'card-key-0001' },
    });
    const paid = await api.request('POST', `/sandbox/sbp/${qr.body.attemptId}/paid`);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('SUCCEEDED');
    expect((await api.request('GET', statusPath)).body.status).toBe('SUCCEEDED');

    // The card page of the same order can no longer charge.
    const second = await api.request('POST', `/sandbox/acquirer/${card.body.attemptId}/complete`, { json: { outcome: 'success' } });
    expect(second.status).toBe(409);
    const payments = await api.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM payment_attempts a JOIN payments p ON p.uuid = a.payment_uuid WHERE p.order_uuid = $1 AND a.status = 'SUCCEEDED'`,
      [order.orderUuid],
    );
    expect(payments.rows[0]!.n).toBe(1);
    const after = await api.request('POST', `/flights/orders/${order.orderUuid}/payments`, {
      json: { method: 'sbp' },
      headers: { 'Idempotency-Key': 'sbp-key-0002' },
    });
    expect(after.status).toBe(409);
  });

  it('every sandbox call that marks money paid or declined is refused in production', async () => {
    const prod = await createTestApi({ nodeEnv: 'production' });
    const attemptId = '7d6f3f36-2a43-4c83-9a57-3b1a0c7d0a11';
    try {
      const res = await prod.request('POST', `/sandbox/sbp/${attemptId}/paid`);
      expect(res.status).toBe(403);
      expect(isErrorShape(res.body)).toBe(true);
      expect((await prod.request('POST', `/sandbox/acquirer/${attemptId}/complete`, { json: { outcome: 'success' } })).status).toBe(403);
      expect((await prod.request('GET', `/sandbox/acquirer/${attemptId}/pay`)).status).toBe(403);
      expect((await prod.request('GET', `/sandbox/acquirer/${attemptId}/decline`)).status).toBe(403);
    } finally {
      await prod.close();
    }
  });

  it('card decline leaves the order payable and sends back to the submit page', async () => {
    const order = await bookedOrder(52);
    const card = await api.request('POST', `/flights/orders/${order.orderUuid}/payments`, {
      json: { method: 'card' },
      headers: { 'Idempotency-Key': 'decline-key-1' },
    });
    const declined = await api.request('POST', `/sandbox/acquirer/${card.body.attemptId}/complete`, { json: { outcome: 'failure' } });
    expect(declined.body.redirectUrl).toBe(`http://127.0.0.1:3000/avia/orders/${order.orderUuid}/submit?payment=failed`);
    expect((await api.request('GET', `/flights/orders/${order.orderUuid}`)).body.status).toBe('BOOKED');
    const bad = await api.request('POST', `/sandbox/acquirer/${card.body.attemptId}/complete`, { json: { outcome: 'maybe' } });
    expect(bad.status).toBe(400);
    // A finished (declined) attempt cannot be paid from its page: a Russian message, no charge.
    const late = await api.request('GET', `/sandbox/acquirer/${card.body.attemptId}/pay`);
    expect(late.status).toBe(409);
    expect(late.body).toContain('Эта попытка оплаты уже завершена');
  });
});

describe('paid options and extra payments', () => {
  it('lists options with tariff prices, buying one creates an extra payment that shows on the order when paid', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const order = await bookedOrder(53, token);
    const before = await api.request('GET', `/profile/orders/${order.orderUuid}/options`, { token });
    expect(before.status).toBe(200);
    v.parse(orderOptionsSchema, before.body);
    const seat = before.body.items.find((i: { code: string }) => i.code === 'SEAT');
    expect(seat).toMatchObject({ unitPrice: 590, quantity: 1, price: 590, status: 'AVAILABLE' });
    expect(before.body.items.find((i: { code: string }) => i.code === 'INSURANCE').status).toBe('UNAVAILABLE');

    const early = await api.request('POST', `/profile/orders/${order.orderUuid}/options`, { json: { code: 'SEAT' }, token });
    expect(early.status).toBe(409);

    const card = await api.request('POST', `/flights/orders/${order.orderUuid}/payments`, {
      json: { method: 'card' },
      headers: { 'Idempotency-Key': 'opt-order-key-1' },
      token,
    });
    await api.request('POST', `/sandbox/acquirer/${card.body.attemptId}/complete`, { json: { outcome: 'success' } });

    const bought = await api.request('POST', `/profile/orders/${order.orderUuid}/options`, { json: { code: 'SEAT' }, token });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ purpose: 'OPTION', amount: 590, status: 'PENDING' });
    const again = await api.request('POST', `/profile/orders/${order.orderUuid}/options`, { json: { code: 'SEAT' }, token });
    expect(again.status).toBe(200);
    expect(again.body.paymentUuid).toBe(bought.body.paymentUuid);

    const extra = await api.request('GET', `/payments/${bought.body.paymentUuid}`, { token });
    expect(extra.body).toMatchObject({ amount: 590, orderUuid: order.orderUuid, status: 'PENDING' });
    const attempt = await api.request('POST', `/payments/${bought.body.paymentUuid}/attempts`, {
      json: { method: 'card' },
      headers: { 'Idempotency-Key': 'opt-seat-key-1' },
      token,
    });
    const done = await api.request('POST', `/sandbox/acquirer/${attempt.body.attemptId}/complete`, { json: { outcome: 'success' } });
    expect(done.body.redirectUrl).toBe(`http://127.0.0.1:3000/payments/${bought.body.paymentUuid}/success`);

    const view = await api.request('GET', `/profile/orders/${order.orderUuid}`, { token });
    expect(view.body.options).toEqual([expect.objectContaining({ code: 'SEAT', status: 'PAID', amount: 590 })]);
    const unknown = await api.request('POST', `/profile/orders/${order.orderUuid}/options`, { json: { code: 'PONY' }, token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.code).toBe('Неизвестная услуга');
  });

  it('unknown payments and malformed ids in the path are both 404', async () => {
    expect((await api.request('GET', '/payments/7d6f3f36-2a43-4c83-9a57-3b1a0c7d0a11')).status).toBe(404);
    expect((await api.request('GET', '/payments/not-a-uuid')).status).toBe(404);
  });
});
