import { describe, expect, it } from 'vitest';
import { fareFamily } from '../../src/flights/pricing/pricing.js';
import { AIRPORT_CHARGE_RUB, quoteRefund, ticketRefusal, type PaidPayment, type TripForRefund } from '../../src/flights/refunds/refund-rules.js';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-01T12:00:00Z');
const PRICE = { ADULT: 10_000, CHILD: 7_500, INFANTILE: 1_000 };

function trip(fareCode: string, overrides: Partial<TripForRefund> = {}): TripForRefund {
  return {
    fare: fareFamily(fareCode)!.conditions,
    passengers: [{ id: 'a', type: 'ADULT' }],
    directions: [{ segments: [{ departureMs: NOW + 72 * HOUR, disrupted: false }] }],
    directionPrices: [PRICE],
    payments: [{ uuid: 'base', purpose: 'ORDER', optionCode: null, amount: 10_000, refunded: 0 }],
    returned: [],
    now: NOW,
    ...overrides,
  };
}

const option = (code: string, amount: number): PaidPayment => ({ uuid: code, purpose: 'OPTION', optionCode: code, amount, refunded: 0 });
const one = [{ passenger: 0, direction: 0 }];

describe('the refund rule table (docs/product-rules.md §D Возврат и обмен)', () => {
  it.each([
    ['LIGHT', 'TAXES', AIRPORT_CHARGE_RUB],
    ['STANDARD', 'TAXES', AIRPORT_CHARGE_RUB],
    ['PLUS', 'FARE_MINUS_FEE', 10_000 - 2_500],
    ['BUSINESS', 'FARE_MINUS_FEE', 10_000 - 5_000],
    ['BUSINESS_FLEX', 'FULL_FARE', 10_000],
  ])('%s without the guarantee: %s, %i ₽', (fare, rule, amount) => {
    const quote = quoteRefund(trip(fare), one);
    expect(quote.tickets[0]).toMatchObject({ rule, fare: amount, extras: 0 });
    expect(quote.lines).toEqual([{ paymentUuid: 'base', amount }]);
  });

  it.each(['LIGHT', 'STANDARD', 'PLUS', 'BUSINESS'])('%s with «Гарантия возврата» gives the whole fare, the guarantee itself kept', (fare) => {
    const quote = quoteRefund(trip(fare, { payments: [...trip(fare).payments, option('REFUND_GUARANTEE', 1290)] }), one);
    expect(quote.tickets[0]).toMatchObject({ rule: 'GUARANTEE', fare: 10_000, extras: 0 });
    expect(quote.amount).toBe(10_000);
  });

  it('the guarantee no longer works within 24 hours of departure', () => {
    const late = trip('LIGHT', {
      directions: [{ segments: [{ departureMs: NOW + 23 * HOUR, disrupted: false }] }],
      payments: [...trip('LIGHT').payments, option('REFUND_GUARANTEE', 1290)],
    });
    expect(quoteRefund(late, one).tickets[0]).toMatchObject({ rule: 'TAXES', fare: AIRPORT_CHARGE_RUB });
  });

  it('a fee larger than the fare still gives the airport charges back; an infant on a non-refundable fare gets nothing', () => {
    const cheap = trip('BUSINESS', {
      directionPrices: [{ ADULT: 4_000, CHILD: 3_000, INFANTILE: 400 }],
      payments: [{ ...trip('BUSINESS').payments[0]!, amount: 4_400 }],
    });
    expect(quoteRefund(cheap, one).tickets[0]!.fare).toBe(AIRPORT_CHARGE_RUB);
    const infant = trip('LIGHT', {
      passengers: [
        { id: 'a', type: 'ADULT' },
        { id: 'i', type: 'INFANTILE' },
      ],
      payments: [{ ...trip('LIGHT').payments[0]!, amount: 11_000 }],
    });
    expect(quoteRefund(infant, [{ passenger: 1, direction: 0 }]).amount).toBe(0);
  });

  it('an involuntary change gives everything paid for that flight, its extras included, whatever the family', () => {
    const flights = { segments: [{ departureMs: NOW + 72 * HOUR, disrupted: true }] };
    const paid = trip('LIGHT', {
      directions: [flights, { segments: [{ departureMs: NOW + 120 * HOUR, disrupted: false }] }],
      directionPrices: [PRICE, PRICE],
      payments: [{ uuid: 'base', purpose: 'ORDER', optionCode: null, amount: 20_000, refunded: 0 }, option('BAGGAGE', 2 * 2490), option('SEAT', 2 * 590)],
    });
    const quote = quoteRefund(paid, one);
    expect(quote.tickets[0]).toMatchObject({ rule: 'INVOLUNTARY', fare: 10_000, extras: 2490 + 590 });
    expect(quote.involuntary).toBe(true);
    expect(quote.lines).toEqual([
      { paymentUuid: 'base', amount: 10_000 },
      { paymentUuid: 'BAGGAGE', amount: 2490 },
      { paymentUuid: 'SEAT', amount: 590 },
    ]);
    // The other flight, untouched by the airline, follows the family.
    expect(quoteRefund(paid, [{ passenger: 0, direction: 1 }]).tickets[0]!.rule).toBe('TAXES');
  });

  it('extras come back only while unused: a flown flight keeps its bag, and a flight under way cannot be returned', () => {
    const twoLegs = trip('BUSINESS_FLEX', {
      directions: [{ segments: [{ departureMs: NOW - HOUR, disrupted: false }] }, { segments: [{ departureMs: NOW + 48 * HOUR, disrupted: false }] }],
      directionPrices: [PRICE, PRICE],
      payments: [{ uuid: 'base', purpose: 'ORDER', optionCode: null, amount: 20_000, refunded: 0 }, option('BAGGAGE', 2 * 2490), option('INSURANCE', 690)],
    });
    expect(ticketRefusal(twoLegs, { passenger: 0, direction: 0 })).toBe('Перелёт уже начался: вернуть билет можно только до вылета');
    const quote = quoteRefund(twoLegs, [{ passenger: 0, direction: 1 }]);
    // The second flight's bag is unused and comes back; the insurance was in force during the first flight.
    expect(quote.tickets[0]).toMatchObject({ fare: 10_000, extras: 2490 });
  });

  it('one passenger of two: that passenger’s fare and per-flight extras; per-passenger and per-order extras stay until the last ticket', () => {
    const two = trip('PLUS', {
      passengers: [
        { id: 'a', type: 'ADULT' },
        { id: 'b', type: 'ADULT' },
      ],
      payments: [
        { uuid: 'base', purpose: 'ORDER', optionCode: null, amount: 20_000, refunded: 0 },
        option('SEAT', 2 * 590),
        option('INSURANCE', 2 * 690),
        option('SMS', 149),
      ],
    });
    const first = quoteRefund(two, one);
    expect(first.tickets[0]).toMatchObject({ fare: 7_500, extras: 590 + 690 });
    const last = quoteRefund({ ...two, returned: [{ passenger: 0, direction: 0, rule: 'FARE_MINUS_FEE' }] }, [{ passenger: 1, direction: 0 }]);
    expect(last.tickets[0]).toMatchObject({ fare: 7_500, extras: 590 + 690 + 149 });
  });

  it('one flight of a multi-city trip: its own price, its own extras', () => {
    const legs = [0, 1, 2].map((d) => ({ segments: [{ departureMs: NOW + (48 + 24 * d) * HOUR, disrupted: false }] }));
    const prices = [PRICE, { ADULT: 6_000, CHILD: 4_500, INFANTILE: 600 }, { ADULT: 8_000, CHILD: 6_000, INFANTILE: 800 }];
    const multi = trip('BUSINESS_FLEX', {
      directions: legs,
      directionPrices: prices,
      payments: [{ uuid: 'base', purpose: 'ORDER', optionCode: null, amount: 24_000, refunded: 0 }, option('BAGGAGE', 3 * 2490)],
    });
    expect(quoteRefund(multi, [{ passenger: 0, direction: 1 }]).tickets[0]).toMatchObject({ fare: 6_000, extras: 2490 });
  });

  it('never more than a payment has left', () => {
    const almostReturned = trip('BUSINESS_FLEX', { payments: [{ uuid: 'base', purpose: 'ORDER', optionCode: null, amount: 10_000, refunded: 9_000 }] });
    expect(quoteRefund(almostReturned, one).lines).toEqual([{ paymentUuid: 'base', amount: 1_000 }]);
  });
});
