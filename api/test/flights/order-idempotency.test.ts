import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/test-api.js';
import { contacts, createOfferFor, russianAdult, searchStringFor } from './flight-fixtures.js';

// A booking whose answer was lost is retried with its Idempotency-Key: the same order comes back,
// never a second order holding seats a second time.
const api = useTestApi();

const orderCount = async (email: string) =>
  (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM flight_orders WHERE email = $1', [email])).rows[0]!.n;

describe('POST /flights/orders with an Idempotency-Key', () => {
  it('gives back the same order for the same key, once booked and once mailed', async () => {
    const offer = await createOfferFor(api, searchStringFor({}, 40));
    const json = { offerId: offer.offerId, passengers: [russianAdult], contacts: { ...contacts, email: 'retry-guest@example.ru' } };
    const headers = { 'Idempotency-Key': 'booking-retry-0001' };
    const first = await api.request('POST', '/flights/orders', { json, headers });
    expect(first.status).toBe(201);
    const again = await api.request('POST', '/flights/orders', { json, headers });
    expect(again.status).toBe(201);
    expect(again.body.orderUuid).toBe(first.body.orderUuid);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await orderCount('retry-guest@example.ru')).toBe(1);
    await api.mailer.settle();
    const mails = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = 'retry-guest@example.ru'");
    expect(mails.rows[0]!.n).toBe(1);

    const other = await api.request('POST', '/flights/orders', { json: { ...json, contacts: { ...contacts, email: 'other@example.ru' } }, headers });
    expect(other.status).toBe(409);
  });

  it('books once when two requests with one key race', async () => {
    const offer = await createOfferFor(api, searchStringFor({}, 41));
    const json = { offerId: offer.offerId, passengers: [russianAdult], contacts: { ...contacts, email: 'race-guest@example.ru' } };
    const headers = { 'Idempotency-Key': 'booking-race-0001' };
    const answers = await Promise.all([1, 2, 3].map(() => api.request('POST', '/flights/orders', { json, headers })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.orderUuid)).size).toBe(1);
    expect(await orderCount('race-guest@example.ru')).toBe(1);
  });

  it("never returns another account's order for its key", async () => {
    const offer = await createOfferFor(api, searchStringFor({}, 42));
    const owner = await api.signUp('key-owner@example.ru');
    const stranger = await api.signUp('key-stranger@example.ru');
    const json = { offerId: offer.offerId, passengers: [russianAdult], contacts: { ...contacts, email: 'key-owner@example.ru' } };
    const headers = { 'Idempotency-Key': 'booking-shared-key-1' };
    const mine = await api.request('POST', '/flights/orders', { json, headers, token: owner.token });
    expect(mine.status).toBe(201);
    const theirs = await api.request('POST', '/flights/orders', { json, headers, token: stranger.token });
    expect(theirs.status).toBe(201);
    expect(theirs.body.orderUuid).not.toBe(mine.body.orderUuid);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    const guest = await api.request('POST', '/flights/orders', { json, headers });
    expect(guest.body.orderUuid).not.toBe(mine.body.orderUuid);
  });

  it('refuses a malformed key and declares the header in /openapi.json', async () => {
    const offer = await createOfferFor(api, searchStringFor({}, 43));
    const json = { offerId: offer.offerId, passengers: [russianAdult], contacts };
    const bad = await api.request('POST', '/flights/orders', { json, headers: { 'Idempotency-Key': 'short' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['Idempotency-Key']).toMatch(/Idempotency-Key/);
    const openApi = (await api.request('GET', '/openapi.json')).body;
    expect(openApi.paths['/flights/orders'].post.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
  });
});
