import { expect } from 'vitest';
import { REFUND_QUEUE } from '../../src/flights/refunds/refund-jobs.js';
import type { TestApi } from '../support/test-api.js';
import { contacts, createOfferFor, russianAdult, searchStringFor } from './flight-fixtures.js';

export const secondAdult = { ...russianAdult, lastName: 'Петрова', firstName: 'Мария', middleName: 'Ивановна', gender: 'f', documentNumber: '4510654321' };
export const child = {
  ...russianAdult,
  passengerType: 'CHILD',
  firstName: 'Пётр',
  birthDate: '01.02.2018',
  documentType: 'BIRTH',
  documentNumber: 'IVИК765123',
};

let keys = 0;
let orderDays = 35;
export const freshKey = (label: string) => `${label}-${process.pid}-${(keys += 1)}-${Date.now()}`;

/** Pays a payment through the sandbox by card or SBP, as the pages do. */
export async function pay(api: TestApi, paymentPath: string, method: 'card' | 'sbp', token?: string): Promise<void> {
  const attempt = await api.request('POST', paymentPath, { json: { method }, headers: { 'Idempotency-Key': freshKey('pay') }, token });
  expect(attempt.status, JSON.stringify(attempt.body)).toBe(201);
  const done =
    method === 'sbp'
      ? await api.request('POST', `/sandbox/sbp/${attempt.body.attemptId}/paid`)
      : await api.request('POST', `/sandbox/acquirer/${attempt.body.attemptId}/complete`, { json: { outcome: 'success' } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

export interface PaidOrderOptions {
  fare?: string;
  passengers?: object[];
  searchString?: string;
  method?: 'card' | 'sbp';
  token?: string;
  email?: string;
  /** Days ahead; by default each order flies on a day of its own, so one test's airline change stays out of the next. */
  days?: number;
  /** Paid options bought after the order (needs `token`). */
  options?: string[];
}

/** A ticketed order: booked for the passengers, paid, with its options paid too. */
export async function paidOrder(api: TestApi, options: PaidOrderOptions = {}): Promise<any> {
  const passengers = options.passengers ?? [russianAdult];
  const adults = passengers.filter((p: any) => p.passengerType === 'ADULT').length;
  const children = passengers.length - adults;
  const fare = options.fare ?? 'LIGHT';
  const searchString = options.searchString ?? searchStringFor({ adults, children, isBusiness: fare.startsWith('BUSINESS') }, options.days ?? (orderDays += 1));
  const offer = await createOfferFor(api, searchString, fare);
  const booked = await api.request('POST', '/flights/orders', {
    json: { offerId: offer.offerId, passengers, contacts: { ...contacts, email: options.email ?? contacts.email } },
    token: options.token,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const uuid = booked.body.orderUuid as string;
  await pay(api, `/flights/orders/${uuid}/payments`, options.method ?? 'card', options.token);
  for (const code of options.options ?? []) {
    const option = await api.request('POST', `/profile/orders/${uuid}/options`, { json: { code }, token: options.token });
    expect(option.status, JSON.stringify(option.body)).toBe(201);
    await pay(api, `/payments/${option.body.paymentUuid}/attempts`, options.method ?? 'card', options.token);
  }
  return (await api.request('GET', `/flights/orders/${uuid}`, { token: options.token })).body;
}

export function confirmRefund(api: TestApi, orderUuid: string, body: object, options: { key?: string; token?: string } = {}) {
  return api.request('POST', `/flights/orders/${orderUuid}/refunds`, {
    json: body,
    headers: { 'Idempotency-Key': options.key ?? freshKey('refund') },
    token: options.token,
  });
}

/** Runs the refund jobs due now (and those retrying later, when `retriesToo`), and waits for them. */
export async function drainRefunds(api: TestApi, retriesToo = false): Promise<void> {
  if (retriesToo) await api.db.query(`UPDATE ${api.jobs.schema}.job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [REFUND_QUEUE]);
  await api.jobs.drain(REFUND_QUEUE);
}

/** Seats left on a flight and cabin as sales recorded them. */
export async function seatsLeft(api: TestApi, flightId: string): Promise<number> {
  const { rows } = await api.db.query<{ seats_left: number }>('SELECT seats_left FROM flight_seats WHERE flight_id = $1', [flightId]);
  return rows[0]!.seats_left;
}

/** What the sandbox acquirer paid back, per payment. */
export async function sandboxRefunded(api: TestApi, orderUuid: string): Promise<Map<string, number>> {
  const { rows } = await api.db.query<{ payment_uuid: string; amount: number }>(
    `SELECT s.payment_uuid::text AS payment_uuid, sum(s.amount_rub)::integer AS amount FROM sandbox_acquirer_refunds s
     JOIN payments p ON p.uuid = s.payment_uuid WHERE p.order_uuid = $1 GROUP BY s.payment_uuid`,
    [orderUuid],
  );
  return new Map(rows.map((r) => [r.payment_uuid, r.amount]));
}
