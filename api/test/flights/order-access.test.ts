import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, isErrorShape } from '../support/test-api.js';
import { contacts, createOfferFor, russianAdult, searchStringFor } from './flight-fixtures.js';

// Each call answers only to whom it belongs: an account's order to its owner's token, a guest
// order to whoever holds its link (docs/product-rules.md §6, §D Orders). Anyone else gets 404,
// never 403, so a uuid reveals nothing.
const api = useTestApi();

let owner: string;
let stranger: string;

async function book(days: number, token?: string, email = contacts.email): Promise<any> {
  const offer = await createOfferFor(api, searchStringFor({}, days));
  const res = await api.request('POST', '/flights/orders', {
    json: { offerId: offer.offerId, passengers: [russianAdult], contacts: { ...contacts, email } },
    token,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const pay = (orderUuid: string, key: string, token?: string) =>
  api.request('POST', `/flights/orders/${orderUuid}/payments`, { json: { method: 'card' }, headers: { 'Idempotency-Key': key }, token });

function expectNotFound(res: { status: number; body: unknown }) {
  expect(res.status).toBe(404);
  expect(isErrorShape(res.body)).toBe(true);
}

beforeAll(async () => {
  owner = (await api.signUp('order-owner@example.ru')).token;
  stranger = (await api.signUp('order-stranger@example.ru')).token;
});

describe("an account's order", () => {
  it('answers only to its owner: 404 without a token and with another account’s token', async () => {
    const order = await book(60, owner, 'order-owner@example.ru');
    const anonymous = await api.request('GET', `/flights/orders/${order.orderUuid}`);
    expectNotFound(anonymous);
    expect(JSON.stringify(anonymous.body)).not.toContain('order-owner@example.ru');
    expectNotFound(await api.request('GET', `/flights/orders/${order.orderUuid}`, { token: stranger }));

    const own = await api.request('GET', `/flights/orders/${order.orderUuid}`, { token: owner });
    expect(own.status).toBe(200);
    expect(own.body.passengers[0].documentNumber).toBe(russianAdult.documentNumber);
  });

  it('a guest order keeps answering to the holder of its link, document numbers masked', async () => {
    const order = await book(61);
    const res = await api.request('GET', `/flights/orders/${order.orderUuid}`);
    expect(res.status).toBe(200);
    expect(res.body.passengers[0].documentNumber).not.toBe(russianAdult.documentNumber);
    expect(res.body.passengers[0].documentNumber).toMatch(/^•+\d{4}$/);
    expect((await api.request('GET', `/flights/orders/${order.orderUuid}`, { token: stranger })).status).toBe(200);
  });
});

describe('payments answer only to whom the order belongs', () => {
  it("nobody but the owner starts paying an account's order", async () => {
    const order = await book(62, owner, 'order-owner@example.ru');
    expectNotFound(await pay(order.orderUuid, 'access-anon-0001'));
    expectNotFound(await pay(order.orderUuid, 'access-stranger-0001', stranger));
    const { rows } = await api.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM payment_attempts a JOIN payments p ON p.uuid = a.payment_uuid WHERE p.order_uuid = $1',
      [order.orderUuid],
    );
    expect(rows[0]!.n).toBe(0);
    expect((await pay(order.orderUuid, 'access-owner-0001', owner)).status).toBe(201);
  });

  it('a guest order is paid by whoever holds its link', async () => {
    const order = await book(63);
    expect((await pay(order.orderUuid, 'access-guest-0001')).status).toBe(201);
  });

  it("another account neither reads nor starts nor polls an option payment of someone else's order", async () => {
    const order = await book(64, owner, 'order-owner@example.ru');
    const card = await pay(order.orderUuid, 'access-owner-0002', owner);
    await api.request('POST', `/sandbox/acquirer/${card.body.attemptId}/complete`, { json: { outcome: 'success' } });
    const option = await api.request('POST', `/profile/orders/${order.orderUuid}/options`, { json: { code: 'SEAT' }, token: owner });
    expect(option.status).toBe(201);
    const paymentUuid = option.body.paymentUuid as string;
    const attempt = (token: string | undefined, key: string) =>
      api.request('POST', `/payments/${paymentUuid}/attempts`, { json: { method: 'sbp' }, headers: { 'Idempotency-Key': key }, token });

    expectNotFound(await attempt(stranger, 'access-option-stranger'));
    expectNotFound(await attempt(undefined, 'access-option-anon'));
    expectNotFound(await api.request('GET', `/payments/${paymentUuid}`, { token: stranger }));
    expectNotFound(await api.request('GET', `/payments/${paymentUuid}`));

    const started = await attempt(owner, 'access-option-owner');
    expect(started.status).toBe(201);
    const statusPath = new URL(started.body.statusUrl as string).pathname;
    expectNotFound(await api.request('GET', statusPath, { token: stranger }));
    expectNotFound(await api.request('GET', statusPath));
    expect((await api.request('GET', statusPath, { token: owner })).status).toBe(200);
    expect((await api.request('GET', `/payments/${paymentUuid}`, { token: owner })).status).toBe(200);
  });
});
