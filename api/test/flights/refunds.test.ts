import * as v from 'valibot';
import { addDaysIso, encodeSearchString, moscowTodayIso, multiCityParams, refundQuoteSchema, refundSchema } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, isErrorShape, useTestApi } from '../support/test-api.js';
import { REFUND_QUEUE } from '../../src/flights/refunds/refund-jobs.js';
import { contacts, createOfferFor, russianAdult, searchStringFor } from './flight-fixtures.js';
import { confirmRefund, drainRefunds, freshKey, paidOrder, sandboxRefunded, seatsLeft, secondAdult } from './refund-fixtures.js';

const api = useTestApi();
const outbox = async (email: string) =>
  ((await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body.messages as { subject: string; text: string }[]).map((m) => m.subject);

describe('returning tickets', () => {
  it('one passenger of two: the quoted amount comes back by card on the base payment, the seat goes on sale, mails go out', async () => {
    const order = await paidOrder(api, { fare: 'PLUS', passengers: [russianAdult, secondAdult], email: 'two@example.ru' });
    const flightId = order.directions[0].segments[0].flightId as string;
    const seatsBefore = await seatsLeft(api, flightId);
    const quote = await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/quote?passengers=1`);
    expect(quote.status).toBe(200);
    v.parse(refundQuoteSchema, quote.body);
    const perAdult = order.price.perPassenger.ADULT as number;
    expect(quote.body.tickets).toMatchObject([{ passenger: 1, direction: 0, rule: 'FARE_MINUS_FEE', fare: perAdult - 2500, extras: 0 }]);
    expect(quote.body.payments).toEqual([{ paymentUuid: order.paymentUuid, description: expect.any(String), method: 'card', amount: perAdult - 2500 }]);

    const refund = await confirmRefund(api, order.orderUuid, { passengers: [1] });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    v.parse(refundSchema, refund.body);
    expect(refund.body.amount).toBe(quote.body.amount);
    // The job is woken by the commit, so it may already be paying back.
    expect(['REQUESTED', 'PROCESSING', 'REFUNDED']).toContain(refund.body.status);
    expect(await seatsLeft(api, flightId)).toBe(seatsBefore + 1);

    await drainRefunds(api);
    const done = await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/${refund.body.refundUuid}`);
    expect(done.body).toMatchObject({ status: 'REFUNDED', statusLabel: 'Деньги возвращены', payments: [{ status: 'REFUNDED', method: 'card' }] });
    expect(await sandboxRefunded(api, order.orderUuid)).toEqual(new Map([[order.paymentUuid, perAdult - 2500]]));
    const subjects = await outbox('two@example.ru');
    expect(subjects.some((s) => s.startsWith('Заявка на возврат по заказу'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Деньги по заказу'))).toBe(true);
    // The other passenger still flies; the order stays ticketed until every ticket is returned.
    const after = (await api.request('GET', `/flights/orders/${order.orderUuid}`)).body;
    expect(after).toMatchObject({
      status: 'TICKETED',
      passengers: [{ returnedDirections: [] }, { returnedDirections: [0] }],
      documents: [{ returned: false }, { returned: true }],
    });
    const again = await confirmRefund(api, order.orderUuid, { passengers: [1] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Выбранные билеты уже возвращены');
  });

  it('paid by SBP with «Гарантия возврата»: the whole fare comes back by SBP, the guarantee is not', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const order = await paidOrder(api, { fare: 'LIGHT', method: 'sbp', token, email: DEMO_USER.email, options: ['REFUND_GUARANTEE'] });
    const refund = await confirmRefund(api, order.orderUuid, {}, { token });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body.tickets).toMatchObject([{ rule: 'GUARANTEE', fare: order.total, extras: 0 }]);
    expect(refund.body.payments).toMatchObject([{ paymentUuid: order.paymentUuid, method: 'sbp', amount: order.total }]);
    expect((await api.request('GET', `/flights/orders/${order.orderUuid}`, { token })).body).toMatchObject({ status: 'REFUNDED', statusLabel: 'Возвращён' });
    // Extras can no longer be bought for a returned order.
    expect((await api.request('POST', `/profile/orders/${order.orderUuid}/options`, { json: { code: 'SMS' }, token })).status).toBe(409);
  });

  it('one flight of a return trip may be returned alone, at that flight’s own price', async () => {
    const order = await paidOrder(api, {
      fare: 'BUSINESS_FLEX',
      searchString: searchStringFor({ returnDate: addDaysIso(moscowTodayIso(), 67), isBusiness: true }, 60),
    });
    expect(order.directions).toHaveLength(2);
    const quote = await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/quote?directions=1`);
    expect(quote.body.tickets).toMatchObject([{ passenger: 0, direction: 1, rule: 'FULL_FARE' }]);
    const first = await confirmRefund(api, order.orderUuid, { directions: [0] });
    const second = await confirmRefund(api, order.orderUuid, { directions: [1] });
    expect(first.body.amount + second.body.amount).toBe(order.total);
    expect(second.body.amount).toBe(quote.body.amount);
    const returned = (await api.request('GET', `/flights/orders/${order.orderUuid}`)).body;
    expect(returned).toMatchObject({ status: 'REFUNDED', passengers: [{ returnedDirections: [0, 1] }], documents: [{ returned: true }] });
  });

  it('one flight of a multi-city trip: its own ticket is void, the others stand', async () => {
    const legs: [string, string, number][] = [
      ['MOW', 'LED', 70],
      ['LED', 'AER', 73],
      ['AER', 'MOW', 76],
    ];
    const searchString = encodeSearchString(
      multiCityParams(
        legs.map(([origin, destination, days]) => ({ origin, destination, date: addDaysIso(moscowTodayIso(), days) })),
        { adults: 1, children: 0, infants: 0, isBusiness: true },
      ),
    );
    const order = await paidOrder(api, { fare: 'BUSINESS', searchString });
    expect(order.directions).toHaveLength(3);
    const quote = await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/quote?directions=1`);
    const refund = await confirmRefund(api, order.orderUuid, { directions: [1] });
    expect(refund.body.amount).toBe(quote.body.amount);
    expect(refund.body.tickets).toMatchObject([{ direction: 1, directionLabel: 'Перелёт 2: Санкт-Петербург — Сочи', rule: 'FARE_MINUS_FEE' }]);
    const after = (await api.request('GET', `/flights/orders/${order.orderUuid}`)).body;
    expect(after.status).toBe('TICKETED');
    expect(after.documents.map((d: { returned: boolean }) => d.returned)).toEqual([false, true, false]);
    expect(after.passengers[0].returnedDirections).toEqual([1]);
  });

  it('an airline’s cancellation: everything paid for the flight comes back, extras included, and a mail tells the traveller', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const order = await paidOrder(api, { fare: 'LIGHT', token, email: DEMO_USER.email, options: ['BAGGAGE', 'SEAT'] });
    const flightId = order.directions[0].segments[0].flightId as string;
    const minor = await api.request('POST', '/dev/flights/disruptions', { json: { flightId, kind: 'RESCHEDULED', shiftMinutes: 60 } });
    expect(minor.body).toMatchObject({ involuntary: false, ordersNotified: 0 });
    expect((await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/quote`, { token })).body.tickets[0].rule).toBe('TAXES');

    const cancelled = await api.request('POST', '/dev/flights/disruptions', { json: { flightId, kind: 'CANCELLED' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.involuntary).toBe(true);
    expect(cancelled.body.ordersNotified).toBeGreaterThanOrEqual(1);
    expect((await outbox(DEMO_USER.email)).some((s) => s.startsWith('Изменение рейса'))).toBe(true);
    const quote = await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/quote`, { token });
    expect(quote.body).toMatchObject({
      involuntary: true,
      amount: order.total + 2490 + 590,
      tickets: [{ rule: 'INVOLUNTARY', fare: order.total, extras: 2490 + 590 }],
    });
    expect(quote.body.payments).toHaveLength(3);
    const refund = await confirmRefund(api, order.orderUuid, {}, { token });
    expect(refund.body.amount).toBe(quote.body.amount);
  });

  it('the same Idempotency-Key twice → one refund; the same key with another body → 409', async () => {
    const order = await paidOrder(api, { fare: 'BUSINESS_FLEX', passengers: [russianAdult, secondAdult] });
    const key = freshKey('same');
    const [a, b] = await Promise.all([
      confirmRefund(api, order.orderUuid, { passengers: [0] }, { key }),
      confirmRefund(api, order.orderUuid, { passengers: [0] }, { key }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.refundUuid).toBe(a.body.refundUuid);
    expect([a.headers.get('Idempotent-Replayed'), b.headers.get('Idempotent-Replayed')]).toContain('true');
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM flight_refunds WHERE order_uuid = $1', [order.orderUuid]);
    expect(rows[0]!.n).toBe(1);
    const other = await confirmRefund(api, order.orderUuid, { passengers: [1] }, { key });
    expect(other.status).toBe(409);
    expect(isErrorShape(other.body)).toBe(true);
    const missing = await api.request('POST', `/flights/orders/${order.orderUuid}/refunds`, { json: {} });
    expect(missing.status).toBe(400);
  });

  it('two refunds racing for the same ticket: one wins, nothing is owed twice', async () => {
    const order = await paidOrder(api, { fare: 'BUSINESS_FLEX' });
    const results = await Promise.all([confirmRefund(api, order.orderUuid, {}), confirmRefund(api, order.orderUuid, {})]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const { rows } = await api.db.query<{ total: number }>(
      'SELECT coalesce(sum(l.amount_rub), 0)::integer AS total FROM flight_refund_lines l JOIN payments p ON p.uuid = l.payment_uuid WHERE p.order_uuid = $1',
      [order.orderUuid],
    );
    expect(rows[0]!.total).toBe(order.total);
  });

  it('an option payment racing a refund: once the refund is in, the option is not charged', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const order = await paidOrder(api, { fare: 'PLUS', token, email: DEMO_USER.email });
    const option = await api.request('POST', `/profile/orders/${order.orderUuid}/options`, { json: { code: 'SEAT' }, token });
    const attempt = await api.request('POST', `/payments/${option.body.paymentUuid}/attempts`, {
      json: { method: 'card' },
      headers: { 'Idempotency-Key': freshKey('opt') },
      token,
    });
    const [refund, paid] = await Promise.all([
      confirmRefund(api, order.orderUuid, {}, { token }),
      api.request('POST', `/sandbox/acquirer/${attempt.body.attemptId}/complete`, { json: { outcome: 'success' } }),
    ]);
    expect(refund.status).toBe(201);
    const payment = (await api.request('GET', `/payments/${option.body.paymentUuid}`, { token })).body;
    if (paid.status === 200) {
      // The payment won: the refund counted the seat as paid and returned it too.
      expect(refund.body.tickets[0].extras).toBe(590);
    } else {
      expect(paid.status).toBe(409);
      expect(payment.status).toBe('CANCELLED');
    }
  });

  it('a refund the acquirer refuses is retried with back-off and paid exactly once, even when a try is replayed', async () => {
    const order = await paidOrder(api, { fare: 'BUSINESS_FLEX', email: 'retry@example.ru' });
    await api.request('POST', '/dev/sandbox/refund-refusals', { json: { count: 1 } });
    const refund = await confirmRefund(api, order.orderUuid, {});
    await drainRefunds(api);
    const path = `/flights/orders/${order.orderUuid}/refunds/${refund.body.refundUuid}`;
    expect((await api.request('GET', path)).body.status).toBe('PROCESSING');
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM ${api.jobs.schema}.job WHERE name = 'flight-refund' AND state = 'retry'`,
    );
    expect(rows[0]!.n).toBe(1);
    await drainRefunds(api, true);
    expect((await api.request('GET', path)).body.status).toBe('REFUNDED');
    // A process killed after the acquirer paid and before our record: the replayed try pays nothing more.
    await api.db.query(`UPDATE flight_refund_lines SET status = 'PENDING' WHERE refund_uuid = $1`, [refund.body.refundUuid]);
    await api.db.query(`UPDATE flight_refunds SET status = 'PROCESSING' WHERE uuid = $1`, [refund.body.refundUuid]);
    await api.jobs.enqueue(REFUND_QUEUE, { refundUuid: refund.body.refundUuid });
    await drainRefunds(api);
    expect((await api.request('GET', path)).body.status).toBe('REFUNDED');
    expect(await sandboxRefunded(api, order.orderUuid)).toEqual(new Map([[order.paymentUuid, order.total]]));
  });

  it('the database refuses more back than a payment took, whatever code writes it', async () => {
    const order = await paidOrder(api, { fare: 'LIGHT' });
    const refund = await confirmRefund(api, order.orderUuid, {});
    await expect(
      api.db.query(
        `INSERT INTO flight_refund_lines (id, refund_uuid, payment_uuid, method, amount_rub, status) VALUES (gen_random_uuid(), $1, $2, 'CARD', $3, 'PENDING')`,
        [refund.body.refundUuid, order.paymentUuid, order.total],
      ),
    ).rejects.toThrow(/exceed what was paid/);
  });

  it('another account, a guest without the link, or a guessed order or refund id → 404 for every call', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const order = await paidOrder(api, { fare: 'BUSINESS_FLEX', token, email: DEMO_USER.email });
    const refund = await confirmRefund(api, order.orderUuid, {}, { token });
    const stranger = (await api.signUp(`stranger-${Date.now()}@example.ru`)).token;
    const guessed = '3f1a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    for (const who of [stranger, undefined]) {
      expect((await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/quote`, { token: who })).status).toBe(404);
      expect((await confirmRefund(api, order.orderUuid, {}, { token: who })).status).toBe(404);
      expect((await api.request('GET', `/flights/orders/${order.orderUuid}/refunds`, { token: who })).status).toBe(404);
      expect((await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/${refund.body.refundUuid}`, { token: who })).status).toBe(404);
    }
    expect((await api.request('GET', `/flights/orders/${guessed}/refunds/quote`, { token })).status).toBe(404);
    expect((await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/${guessed}`, { token })).body.error.message).toBe('Возврат не найден');
    const own = await api.request('GET', `/flights/orders/${order.orderUuid}/refunds`, { token });
    expect(own.body.items).toHaveLength(1);
  });

  it('a guest returns through the mailed order link (the order uuid)', async () => {
    const order = await paidOrder(api, { fare: 'LIGHT', method: 'sbp' });
    const refund = await confirmRefund(api, order.orderUuid, {});
    expect(refund.status).toBe(201);
    expect(refund.body.tickets[0].rule).toBe('TAXES');
    expect((await api.request('GET', `/flights/orders/${order.orderUuid}/refunds`)).body.items).toHaveLength(1);
  });

  it('clear Russian 4xx for client mistakes', async () => {
    const order = await paidOrder(api, { fare: 'LIGHT' });
    const badIndex = await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/quote?passengers=5`);
    expect(badIndex.status).toBe(400);
    expect(badIndex.body.error.fields.passengers).toBe('В заказе нет такого пассажира');
    expect((await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/quote?directions=x`)).status).toBe(400);
    const empty = await confirmRefund(api, order.orderUuid, { passengers: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.passengers).toBe('Укажите пассажиров номерами по порядку в заказе, начиная с 0');
    const offer = await createOfferFor(api, searchStringFor({}, 41));
    const unpaid = await api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [russianAdult], contacts } });
    const refused = await api.request('GET', `/flights/orders/${unpaid.body.orderUuid}/refunds/quote`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Вернуть можно только оплаченный заказ с выписанными билетами');
  });
});
