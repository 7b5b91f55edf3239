import * as v from 'valibot';
import { EXCHANGE_CHEAPER_NOTE, exchangeQuoteSchema, exchangeSchema, type FlightResult } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, useTestApi } from '../support/test-api.js';
import { completedSearch, contacts, resultsOf, russianAdult, searchStringFor } from './flight-fixtures.js';
import { freshKey, pay, seatsLeft } from './refund-fixtures.js';

const api = useTestApi();

const adultPrice = (result: FlightResult, fare: string) => result.fares.find((f) => f.code === fare)!.price.perPassenger.ADULT;

/** The direct results of a day for the fare, cheapest first. */
async function directResults(days: number, fare: string) {
  const searchString = searchStringFor({ isBusiness: fare.startsWith('BUSINESS') }, days);
  const results = await resultsOf(api, await completedSearch(api, searchString), { sort: 'cheapest', stops: [0] });
  return { searchString, results: [...results].sort((a, b) => adultPrice(a, fare) - adultPrice(b, fare)) };
}

/** A ticketed order for one adult on the cheapest or the dearest direct flight of the day. */
async function ticketedOrder(days: number, fare: string, pick: 'cheapest' | 'dearest', token?: string) {
  const { searchString, results } = await directResults(days, fare);
  const result = pick === 'cheapest' ? results[0]! : results[results.length - 1]!;
  const offer = await api.request('POST', '/flights/offers', { json: { searchString, resultId: result.id, fareCode: fare } });
  const booked = await api.request('POST', '/flights/orders', {
    json: { offerId: offer.body.offerId, passengers: [russianAdult], contacts: token ? { ...contacts, email: DEMO_USER.email } : contacts },
    token,
  });
  await pay(api, `/flights/orders/${booked.body.orderUuid}/payments`, 'card', token);
  return (await api.request('GET', `/flights/orders/${booked.body.orderUuid}`, { token })).body;
}

const quoteOf = (order: { orderUuid: string }, choice: { searchString: string; resultId: string }, token?: string) =>
  api.request(
    'GET',
    `/flights/orders/${order.orderUuid}/exchanges/quote?direction=0&searchString=${encodeURIComponent(choice.searchString)}&resultId=${encodeURIComponent(choice.resultId)}`,
    { token },
  );
const exchange = (order: { orderUuid: string }, choice: { searchString: string; resultId: string }, token?: string) =>
  api.request('POST', `/flights/orders/${order.orderUuid}/exchanges`, {
    json: { direction: 0, ...choice },
    headers: { 'Idempotency-Key': freshKey('exchange') },
    token,
  });

describe('exchanging a ticket', () => {
  it('to a dearer flight: the fee plus the difference paid by card, then a new ticket number, the seat moved, a mail', async () => {
    const order = await ticketedOrder(90, 'STANDARD', 'cheapest');
    const { searchString, results } = await directResults(92, 'STANDARD');
    const dearest = results[results.length - 1]!;
    const choice = { searchString, resultId: dearest.id };
    const quote = await quoteOf(order, choice);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    v.parse(exchangeQuoteSchema, quote.body);
    const difference = Math.max(0, adultPrice(dearest, 'STANDARD') - order.price.perPassenger.ADULT);
    expect(quote.body).toMatchObject({ fee: 3000, difference, amount: 3000 + difference });

    const oldFlight = order.directions[0].segments[0].flightId as string;
    const oldSeats = await seatsLeft(api, oldFlight);
    const created = await exchange(order, choice);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    v.parse(exchangeSchema, created.body);
    expect(created.body.status).toBe('AWAITING_PAYMENT');
    await pay(api, `/payments/${created.body.paymentUuid}/attempts`, 'card');

    const done = await api.request('GET', `/flights/orders/${order.orderUuid}/exchanges/${created.body.exchangeUuid}`);
    expect(done.body).toMatchObject({
      status: 'EXCHANGED',
      statusLabel: 'Обменян',
      tickets: [{ passenger: 0, oldTicketNumber: order.passengers[0].ticketNumber }],
    });
    const after = (await api.request('GET', `/flights/orders/${order.orderUuid}`)).body;
    expect(after.passengers[0].ticketNumber).toBe(done.body.tickets[0].newTicketNumber);
    expect(after.passengers[0].ticketNumber).not.toBe(order.passengers[0].ticketNumber);
    expect(after.directions[0].segments[0].flightId).toBe(dearest.directions[0]!.segments[0]!.flightId);
    expect(await seatsLeft(api, oldFlight)).toBe(oldSeats + 1);
    // The order costs what its new ticket costs; the fee and the difference stay as a payment of their own.
    const newFare = adultPrice(dearest, 'STANDARD');
    expect(after.price).toMatchObject({
      total: newFare,
      perPassenger: { ADULT: newFare },
      breakdown: [{ passengerType: 'ADULT', count: 1, unitPrice: newFare, amount: newFare }],
    });
    expect(after.total).toBe(newFare);
    expect((after.payments as { purpose: string; amount: number }[]).map((p) => [p.purpose, p.amount])).toEqual([
      ['ORDER', order.total],
      ['EXCHANGE', 3000 + difference],
    ]);
    // The order's pages list its exchanges: the flight exchanged, the void ticket and the new one.
    const listed = await api.request('GET', `/flights/orders/${order.orderUuid}/exchanges`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([done.body]);
    const mails = (await api.request('GET', `/dev/outbox?to=${contacts.email}`)).body.messages as { subject: string }[];
    expect(mails.some((m) => m.subject.startsWith('Новые билеты по заказу'))).toBe(true);
    // A later return of the exchanged flight counts the difference paid as part of its fare.
    const refund = await api.request('GET', `/flights/orders/${order.orderUuid}/refunds/quote`);
    expect(refund.body.tickets[0].rule).toBe('TAXES');
  });

  it('to a cheaper flight: nothing comes back, the page is told so; with no fee it is done at once', async () => {
    const order = await ticketedOrder(100, 'PLUS', 'dearest');
    const { searchString, results } = await directResults(101, 'PLUS');
    const choice = { searchString, resultId: results[0]!.id };
    const quote = await quoteOf(order, choice);
    expect(adultPrice(results[0]!, 'PLUS')).toBeLessThan(order.price.perPassenger.ADULT);
    expect(quote.body).toMatchObject({ fee: 0, difference: 0, amount: 0, cheaperNote: EXCHANGE_CHEAPER_NOTE });
    const created = await exchange(order, choice);
    expect(created.body).toMatchObject({ status: 'EXCHANGED', paymentUuid: null, amount: 0 });
    const after = (await api.request('GET', `/flights/orders/${order.orderUuid}`)).body;
    expect((after.payments as { purpose: string }[]).map((p) => p.purpose)).toEqual(['ORDER']);
    // the cheaper ticket is what the order holds now; nothing of the difference comes back
    expect(after.total).toBe(adultPrice(results[0]!, 'PLUS'));
    expect(after.price.perPassenger.ADULT).toBe(adultPrice(results[0]!, 'PLUS'));
  });

  it('two exchanges racing for the last seat of the new flight: one wins, the other is not charged and keeps its ticket', async () => {
    const first = await ticketedOrder(104, 'STANDARD', 'cheapest');
    const second = await ticketedOrder(104, 'STANDARD', 'cheapest');
    const { searchString, results } = await directResults(106, 'STANDARD');
    const target = results[results.length - 1]!;
    const choice = { searchString, resultId: target.id };
    const [a, b] = [await exchange(first, choice), await exchange(second, choice)];
    expect([a.body.status, b.body.status]).toEqual(['AWAITING_PAYMENT', 'AWAITING_PAYMENT']);
    const newFlight = target.directions[0]!.segments[0]!.flightId;
    await api.db.query(
      `INSERT INTO flight_seats (flight_id, cabin, departure_day, seats_left) VALUES ($1, 'economy', $2::date, 1)
       ON CONFLICT (flight_id, cabin) DO UPDATE SET seats_left = 1`,
      [newFlight, target.directions[0]!.departureLocal.slice(0, 10)],
    );
    const attempt = async (paymentUuid: string) =>
      (await api.request('POST', `/payments/${paymentUuid}/attempts`, { json: { method: 'card' }, headers: { 'Idempotency-Key': freshKey('race') } })).body
        .attemptId;
    const [attemptA, attemptB] = [await attempt(a.body.paymentUuid), await attempt(b.body.paymentUuid)];
    const paid = await Promise.all([attemptA, attemptB].map((id) => api.request('POST', `/sandbox/acquirer/${id}/complete`, { json: { outcome: 'success' } })));
    expect(paid.map((r) => r.status).sort()).toEqual([200, 410]);
    expect(await seatsLeft(api, newFlight)).toBe(0);
    const loser = paid[0]!.status === 410 ? { order: first, exchange: a } : { order: second, exchange: b };
    expect(paid.find((r) => r.status === 410)!.body.error.message).toBe(
      'На новом рейсе закончились места: обмен не состоялся, деньги не списаны, прежний билет действует',
    );
    const kept = (await api.request('GET', `/flights/orders/${loser.order.orderUuid}`)).body;
    expect(kept.passengers[0].ticketNumber).toBe(loser.order.passengers[0].ticketNumber);
    expect(kept.payments.find((p: { paymentUuid: string }) => p.paymentUuid === loser.exchange.body.paymentUuid).status).toBe('CANCELLED');
    expect((await api.request('GET', `/flights/orders/${loser.order.orderUuid}/exchanges/${loser.exchange.body.exchangeUuid}`)).body.status).toBe('CANCELLED');
  });

  it('a non-exchangeable fare, another account and guessed ids are refused', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const light = await ticketedOrder(108, 'LIGHT', 'cheapest', token);
    const { searchString, results } = await directResults(109, 'LIGHT');
    const choice = { searchString, resultId: results[0]!.id };
    const refused = await quoteOf(light, choice, token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Тариф не допускает обмен');
    const stranger = (await api.signUp(`exchange-stranger-${Date.now()}@example.ru`)).token;
    expect((await quoteOf(light, choice, stranger)).status).toBe(404);
    expect((await exchange(light, choice, stranger)).status).toBe(404);
    expect((await exchange(light, choice)).status).toBe(404);
    expect((await api.request('GET', `/flights/orders/${light.orderUuid}/exchanges`, { token: stranger })).status).toBe(404);
    expect((await api.request('GET', `/flights/orders/${light.orderUuid}/exchanges`)).status).toBe(404);
    expect((await api.request('GET', `/flights/orders/${light.orderUuid}/exchanges`, { token })).body).toEqual({ items: [] });
    const guessed = '3f1a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    expect((await api.request('GET', `/flights/orders/${light.orderUuid}/exchanges/${guessed}`, { token })).body.error.message).toBe('Обмен не найден');
    const otherRoute = searchStringFor({ destination: 'AER' }, 109);
    expect((await quoteOf(light, { searchString: otherRoute, resultId: 'x' }, token)).status).toBe(409);
  });
});
