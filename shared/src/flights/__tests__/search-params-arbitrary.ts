import fc from 'fast-check';
import { addDaysIso } from '../../format/dates';
import { multiCityParams, type FlightSearchParams } from '..';

const code = fc.stringMatching(/^[A-Z]{3}$/);

/** Any one-way or return search the codec can write, departing within the horizon from `today`. */
export function simpleSearchParamsArbitrary(today: string): fc.Arbitrary<FlightSearchParams> {
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

/** Any multi-city search the codec can write: 2–6 legs, chained or from elsewhere, dates never going back. */
export function multiCitySearchParamsArbitrary(today: string): fc.Arbitrary<FlightSearchParams> {
  const leg = fc.record({ fromElsewhere: fc.boolean(), origin: code, destination: code, gap: fc.integer({ min: 0, max: 60 }) });
  return fc
    .record({
      firstOrigin: code,
      startOffset: fc.integer({ min: 0, max: 364 }),
      legs: fc.array(leg, { minLength: 2, maxLength: 6 }),
      adults: fc.integer({ min: 1, max: 9 }),
      children: fc.integer({ min: 0, max: 8 }),
      infants: fc.integer({ min: 0, max: 9 }),
      isBusiness: fc.boolean(),
    })
    .filter((p) => p.infants <= p.adults && p.adults + p.children <= 9)
    .map((p) => {
      let offset = p.startOffset;
      let from = p.firstOrigin;
      const legs = p.legs.map((l, index) => {
        if (index > 0) offset = Math.min(364, offset + l.gap);
        const origin = index > 0 && l.fromElsewhere ? l.origin : from;
        from = l.destination;
        return { origin, destination: l.destination, date: addDaysIso(today, offset) };
      });
      return multiCityParams(legs, p);
    })
    .filter((p) => p.legs!.every((l) => l.origin !== l.destination));
}

/** Any search the codec can write: one way, return or multi-city. */
export function searchParamsArbitrary(today: string): fc.Arbitrary<FlightSearchParams> {
  return fc.oneof(simpleSearchParamsArbitrary(today), multiCitySearchParamsArbitrary(today));
}
