import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flightDomain } from '../../src/flights/flight-domain.js';
import { FARE_FAMILIES } from '../../src/flights/pricing/pricing.js';
import { quoteRefund, ticketRefusal, type TripForRefund } from '../../src/flights/refunds/refund-rules.js';
import { DEMO_USER, useTestApi } from '../support/test-api.js';
import { completedSearch, resultsOf, russianAdult, searchStringFor } from './flight-fixtures.js';
import { child, confirmRefund, drainRefunds, freshKey, paidOrder, pay, secondAdult } from './refund-fixtures.js';

/** FC_SEED=… reruns a failure; the seed in use is printed either way. */
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.info(`refund property tests: FC_SEED=${seed}`);

const HOUR = 3_600_000;
const OPTIONS = { BAGGAGE: 2490, SEAT: 590, SMS: 149, REFUND_GUARANTEE: 1290, INSURANCE: 690 } as const;

const tripArbitrary = fc
  .record({
    fare: fc.constantFrom(...FARE_FAMILIES),
    types: fc.array(fc.constantFrom('ADULT' as const, 'CHILD' as const, 'INFANTILE' as const), { minLength: 1, maxLength: 4 }),
    legs: fc.array(fc.record({ flights: fc.integer({ min: 1, max: 3 }), hoursAhead: fc.integer({ min: -48, max: 400 }), disrupted: fc.boolean() }), {
      minLength: 1,
      maxLength: 4,
    }),
    prices: fc.array(fc.integer({ min: 10, max: 90_000 }), { minLength: 4, maxLength: 4 }),
    options: fc.subarray(Object.keys(OPTIONS) as (keyof typeof OPTIONS)[]),
    refunds: fc.array(fc.record({ passengers: fc.array(fc.nat(3), { maxLength: 4 }), directions: fc.array(fc.nat(3), { maxLength: 4 }) }), { maxLength: 8 }),
  })
  .map(({ fare, types, legs, prices, options, refunds }) => {
    const now = Date.parse('2026-12-01T12:00:00Z');
    const directionPrices = legs.map((_, d) => ({ ADULT: prices[d]!, CHILD: Math.round(prices[d]! * 0.75), INFANTILE: Math.round(prices[d]! * 0.1) }));
    const flights = legs.reduce((sum, leg) => sum + leg.flights, 0);
    const base = types.reduce((sum, type) => sum + directionPrices.reduce((s, p) => s + p[type], 0), 0);
    const quantity = (code: keyof typeof OPTIONS) => (code === 'SMS' ? 1 : code === 'BAGGAGE' || code === 'SEAT' ? types.length * flights : types.length);
    const trip: TripForRefund = {
      fare: fare.conditions,
      passengers: types.map((type, i) => ({ id: `p${i}`, type })),
      directions: legs.map((leg) => ({
        segments: Array.from({ length: leg.flights }, (_, i) => ({ departureMs: now + (leg.hoursAhead + 3 * i) * HOUR, disrupted: leg.disrupted && i === 0 })),
      })),
      directionPrices,
      payments: [
        { uuid: 'base', purpose: 'ORDER' as const, optionCode: null, amount: base, refunded: 0 },
        ...options.map((code) => ({ uuid: code, purpose: 'OPTION' as const, optionCode: code, amount: OPTIONS[code] * quantity(code), refunded: 0 })),
      ],
      returned: [],
      now,
    };
    return { trip, refunds };
  });

describe('refund property: never more back than was paid', () => {
  it('over random orders and partial refunds in random order, per payment and per order', () => {
    fc.assert(
      fc.property(tripArbitrary, ({ trip, refunds }) => {
        let state = trip;
        for (const request of refunds) {
          const tickets = request.passengers
            .filter((p) => p < state.passengers.length)
            .flatMap((passenger) => request.directions.filter((d) => d < state.directions.length).map((direction) => ({ passenger, direction })))
            .filter((t, i, all) => all.findIndex((o) => o.passenger === t.passenger && o.direction === t.direction) === i)
            .filter((t) => ticketRefusal(state, t) === null);
          const quote = quoteRefund(state, tickets);
          expect(quote.amount).toBe(quote.tickets.reduce((sum, t) => sum + t.fare + t.extras, 0));
          state = {
            ...state,
            returned: [...state.returned, ...quote.tickets.map((t) => ({ passenger: t.passenger, direction: t.direction, rule: t.rule }))],
            payments: state.payments.map((p) => ({ ...p, refunded: p.refunded + (quote.lines.find((l) => l.paymentUuid === p.uuid)?.amount ?? 0) })),
          };
          for (const payment of state.payments) expect(payment.refunded).toBeLessThanOrEqual(payment.amount);
        }
        const paid = state.payments.reduce((sum, p) => sum + p.amount, 0);
        expect(state.payments.reduce((sum, p) => sum + p.refunded, 0)).toBeLessThanOrEqual(paid);
      }),
      { seed, numRuns: 500 },
    );
  });
});

describe('refund property through the API and the database', () => {
  const api = useTestApi();

  it('random orders, extras, partial refunds and exchanges in random order: paid back ≤ paid per payment and per order; every seat sold once or on sale', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const domain = flightDomain();
    let day = 80;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          fare: fc.constantFrom('LIGHT', 'STANDARD', 'PLUS', 'BUSINESS', 'BUSINESS_FLEX'),
          passengers: fc.subarray([russianAdult, secondAdult, child], { minLength: 1 }).filter((list) => list.some((p) => p.passengerType === 'ADULT')),
          method: fc.constantFrom('card' as const, 'sbp' as const),
          options: fc.subarray(['SEAT', 'SMS', 'BAGGAGE', 'REFUND_GUARANTEE']),
          steps: fc.array(
            fc.oneof(
              fc.record({ kind: fc.constant('refund' as const), passengers: fc.subarray([0, 1, 2], { minLength: 1 }) }),
              fc.record({ kind: fc.constant('exchange' as const), pick: fc.nat(20) }),
            ),
            { minLength: 1, maxLength: 4 },
          ),
        }),
        async ({ fare, passengers, method, options, steps }) => {
          // Only what the fare lets one buy: a bag where none is included, the guarantee on a non-refundable fare.
          const sold = options.filter((code) => fare === 'LIGHT' || (code !== 'BAGGAGE' && (code !== 'REFUND_GUARANTEE' || fare === 'STANDARD')));
          const order = await paidOrder(api, { fare, passengers, method, token, email: DEMO_USER.email, options: sold, days: (day += 1) });
          const flights = new Set<string>(order.directions.flatMap((d: { segments: { flightId: string }[] }) => d.segments.map((s) => s.flightId)));
          for (const step of steps) {
            if (step.kind === 'refund') {
              const res = await confirmRefund(api, order.orderUuid, { passengers: step.passengers.filter((p) => p < passengers.length) }, { token });
              expect([201, 400, 409]).toContain(res.status);
              continue;
            }
            const adults = passengers.filter((p) => p.passengerType === 'ADULT').length;
            const searchString = searchStringFor({ adults, children: passengers.length - adults, isBusiness: fare.startsWith('BUSINESS') }, day + 2);
            const results = await resultsOf(api, await completedSearch(api, searchString), { sort: 'cheapest', stops: [0] });
            const resultId = results[step.pick % results.length]!.id;
            const res = await api.request('POST', `/flights/orders/${order.orderUuid}/exchanges`, {
              json: { direction: 0, searchString, resultId },
              headers: { 'Idempotency-Key': freshKey('prop-exchange') },
              token,
            });
            expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
            if (res.status === 201 && res.body.paymentUuid) await pay(api, `/payments/${res.body.paymentUuid}/attempts`, method, token);
            for (const segment of results[step.pick % results.length]!.directions[0]!.segments) flights.add(segment.flightId);
          }
          await drainRefunds(api);
          const { rows } = await api.db.query<{ uuid: string; amount_rub: number; owed: number; sandbox: number }>(
            `SELECT p.uuid, p.amount_rub,
               coalesce((SELECT sum(l.amount_rub) FROM flight_refund_lines l WHERE l.payment_uuid = p.uuid), 0)::integer AS owed,
               coalesce((SELECT sum(s.amount_rub) FROM sandbox_acquirer_refunds s WHERE s.payment_uuid = p.uuid), 0)::integer AS sandbox
             FROM payments p WHERE p.order_uuid = $1 AND p.status = 'PAID'`,
            [order.orderUuid],
          );
          for (const row of rows) {
            expect(row.owed).toBeLessThanOrEqual(row.amount_rub);
            expect(row.sandbox).toBe(row.owed);
          }
          expect(rows.reduce((s, r) => s + r.sandbox, 0)).toBeLessThanOrEqual(rows.reduce((s, r) => s + r.amount_rub, 0));
          for (const flightId of flights) {
            const cabin = fare.startsWith('BUSINESS') ? 'business' : 'economy';
            const seats = await api.db.query<{ left: number; held: number }>(
              `SELECT s.seats_left AS left, coalesce((SELECT sum(o.seats) FROM flight_order_seats o WHERE o.flight_id = s.flight_id AND o.cabin = s.cabin), 0)::integer AS held
               FROM flight_seats s WHERE s.flight_id = $1 AND s.cabin = $2`,
              [flightId, cabin],
            );
            const generated = domain.flights.flightById(flightId)!.seatsLeftBase[cabin];
            // A flight never sold has no row: all its seats are on sale.
            if (seats.rows[0]) expect(seats.rows[0].left + seats.rows[0].held).toBe(generated);
          }
        },
      ),
      { seed, numRuns: 6 },
    );
    const { rows } = await api.db.query<{ exchanged: number; refunded: number }>(
      `SELECT (SELECT count(*) FROM flight_exchanges WHERE status = 'EXCHANGED')::integer AS exchanged, (SELECT count(*) FROM flight_refunds)::integer AS refunded`,
    );
    console.info(`refund property through the API: ${rows[0]!.refunded} refunds, ${rows[0]!.exchanged} exchanges done`);
  });
});
