import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FARE_FAMILIES, priceFare } from '../../src/flights/pricing/pricing.js';

describe('a fare family priced for the passengers', () => {
  it('costs exactly the sum of its directions priced one by one, for any fares and passengers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 500, max: 200_000, noNaN: true }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...FARE_FAMILIES),
        fc.record({ adults: fc.integer({ min: 1, max: 9 }), children: fc.integer({ min: 0, max: 8 }), infants: fc.integer({ min: 0, max: 9 }) }),
        (bases, fare, passengers) => {
          const trip = priceFare(bases, fare, passengers);
          const alone = bases.map((base) => priceFare([base], fare, passengers));
          expect(trip.total).toBe(alone.reduce((sum, price) => sum + price.total, 0));
          for (const type of ['ADULT', 'CHILD', 'INFANTILE'] as const)
            expect(trip.perPassenger[type]).toBe(alone.reduce((sum, price) => sum + price.perPassenger[type], 0));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rounds each direction to tens of roubles', () => {
    const light = FARE_FAMILIES.find((fare) => fare.code === 'LIGHT')!;
    const price = priceFare([1234.4 / light.factor, 1234.4 / light.factor], light, { adults: 1, children: 0, infants: 0 });
    expect(price.perPassenger.ADULT).toBe(2460);
  });
});
