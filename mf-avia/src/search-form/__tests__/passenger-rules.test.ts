import { PASSENGER_STEP_REASONS, passengersSummary, stepPassengers, stepVerdict } from '../passenger-rules';

const counts = (adults: number, children = 0, infants = 0) => ({ adults, children, infants });

describe('passenger rules of the search form', () => {
  it('keeps at least one adult and says why', () => {
    expect(stepVerdict(counts(1), 'adults', -1)).toEqual({ allowed: false, reason: PASSENGER_STEP_REASONS.lastAdult });
    expect(stepPassengers(counts(1), 'adults', -1)).toEqual(counts(1));
    expect(stepVerdict(counts(2), 'adults', -1)).toEqual({ allowed: true });
  });

  it('allows no more infants than adults, both ways', () => {
    expect(stepVerdict(counts(2, 0, 2), 'infants', 1)).toEqual({ allowed: false, reason: PASSENGER_STEP_REASONS.infantNeedsAdult });
    expect(stepVerdict(counts(2, 0, 1), 'infants', 1)).toEqual({ allowed: true });
    expect(stepVerdict(counts(2, 0, 2), 'adults', -1)).toEqual({ allowed: false, reason: PASSENGER_STEP_REASONS.adultPerInfant });
  });

  it('seats at most 9 adults and children; infants take no seat', () => {
    expect(stepVerdict(counts(5, 4), 'adults', 1)).toEqual({ allowed: false, reason: PASSENGER_STEP_REASONS.seatsFull });
    expect(stepVerdict(counts(5, 4), 'children', 1)).toEqual({ allowed: false, reason: PASSENGER_STEP_REASONS.seatsFull });
    expect(stepVerdict(counts(8, 0, 8), 'adults', 1)).toEqual({ allowed: true });
    expect(stepVerdict(counts(9, 0, 8), 'infants', 1)).toEqual({ allowed: true });
    expect(PASSENGER_STEP_REASONS.seatsFull).toBe('Можно выбрать не больше 9 пассажиров с местом');
  });

  it('refuses going below zero children or infants', () => {
    expect(stepVerdict(counts(1), 'children', -1).allowed).toBe(false);
    expect(stepVerdict(counts(1), 'infants', -1).allowed).toBe(false);
    expect(stepPassengers(counts(1, 1), 'children', -1)).toEqual(counts(1));
  });

  it('summarises with Russian plurals', () => {
    expect(passengersSummary(counts(1))).toBe('1 пассажир');
    expect(passengersSummary(counts(2))).toBe('2 пассажира');
    expect(passengersSummary(counts(2, 0, 1))).toBe('3 пассажира');
    expect(passengersSummary(counts(5))).toBe('5 пассажиров');
    expect(passengersSummary(counts(9, 0, 2))).toBe('11 пассажиров');
  });
});
