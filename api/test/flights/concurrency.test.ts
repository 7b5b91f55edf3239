import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/test-api.js';
import { contacts, createOfferFor, russianAdult, searchStringFor } from './flight-fixtures.js';

const api = useTestApi();

describe('seats under concurrency', () => {
  it('200 simultaneous bookings for 10 remaining seats: exactly 10 succeed, the rest get 409', async () => {
    const offer = await createOfferFor(api, searchStringFor({}, 40));
    const flightId = offer.directions[0].segments[0].flightId as string;
    await api.db.query(
      `INSERT INTO flight_seats (flight_id, cabin, departure_day, seats_left) VALUES ($1, 'economy', $2::date, 10)
       ON CONFLICT (flight_id, cabin) DO UPDATE SET seats_left = 10`,
      [flightId, offer.departureDate],
    );
    const attempts = Array.from({ length: 200 }, () =>
      api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [russianAdult], contacts } }),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    const { rows } = await api.db.query<{ seats_left: number }>('SELECT seats_left FROM flight_seats WHERE flight_id = $1', [flightId]);
    expect(rows[0]!.seats_left).toBe(0);
  });

  it('cancelling and expiring orders give the seats back', async () => {
    const offer = await createOfferFor(api, searchStringFor({}, 41));
    const flightId = offer.directions[0].segments[0].flightId as string;
    const book = () => api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [russianAdult], contacts } });
    const seatsLeft = async () =>
      (await api.db.query<{ seats_left: number }>('SELECT seats_left FROM flight_seats WHERE flight_id = $1', [flightId])).rows[0]!.seats_left;
    const first = await book();
    const afterFirst = await seatsLeft();
    const second = await book();
    expect(await seatsLeft()).toBe(afterFirst - 1);

    const cancelled = await api.request('POST', `/flights/orders/${second.body.orderUuid}/cancel`);
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(await seatsLeft()).toBe(afterFirst);

    await api.db.query(`UPDATE flight_orders SET payment_deadline = now() - interval '1 second' WHERE uuid = $1`, [first.body.orderUuid]);
    const expired = await api.request('GET', `/flights/orders/${first.body.orderUuid}`);
    expect(expired.body.status).toBe('EXPIRED');
    expect(await seatsLeft()).toBe(afterFirst + 1);

    const pay = await api.request('POST', `/flights/orders/${first.body.orderUuid}/payments`, {
      json: { method: 'card' },
      headers: { 'Idempotency-Key': 'expired-order-key-1' },
    });
    expect(pay.status).toBe(410);
    const again = await api.request('POST', `/flights/orders/${second.body.orderUuid}/cancel`);
    expect(again.status).toBe(409);
  });
});
