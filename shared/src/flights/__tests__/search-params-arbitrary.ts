import fc from 'fast-check';
import { addDaysIso } from '../../format/dates';
import { type FlightSearchParams } from '..';

const code = fc.stringMatching(/^[A-Z]{3}$/);

/** Any search the codec can write, departing within the horizon from `today`. */
export function searchParamsArbitrary(today: string): fc.Arbitrary<FlightSearchParams> {
  return fc
    .record({
      origin: code,
      destination: code,
      departureOffset: fc.integer({ min: 0, max: 364 }),
      returnSpan: fc.option(fc.integer({ min: 0, max: 364 }), { nil: null }),
      adults: fc.integer({ min: 1, max: 9 }),
      children: fc.integer({ min: 0, max: 8 }),
      infants: fc.integer({ min: 0, max: 9 }),
      isBusiness: fc.boolean(),
    })
    .filter((p) => p.origin !== p.destination && p.infants <= p.adults && p.adults + p.children <= 9)
    .map((p): FlightSearchParams => {
      const departureDate = addDaysIso(today, p.departureOffset);
      const returnDate = p.returnSpan === null ? null : addDaysIso(departureDate, Math.min(p.returnSpan, 364 - p.departureOffset));
      return {
        origin: p.origin,
        destination: p.destination,
        departureDate,
        returnDate,
        adults: p.adults,
        children: p.children,
        infants: p.infants,
        isBusiness: p.isBusiness,
      };
    });
}
