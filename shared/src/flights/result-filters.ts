import type { SearchSort } from './flight-requests';

/** Parts of the day a departure or arrival can be limited to (local time at the airport). */
export const DAY_PARTS = {
  night: { label: 'Ночь', from: '00:00', to: '05:59' },
  morning: { label: 'Утро', from: '06:00', to: '11:59' },
  day: { label: 'День', from: '12:00', to: '17:59' },
  evening: { label: 'Вечер', from: '18:00', to: '23:59' },
} as const;
export type DayPart = keyof typeof DAY_PARTS;
export const DAY_PART_NAMES = Object.keys(DAY_PARTS) as DayPart[];

/**
 * What the traveller narrowed the results to. Empty lists and nulls mean "no limit". Time
 * windows are one list per direction (leg) in order: for a return 0 is the way there, 1 the way
 * back; a direction without a list is not limited.
 */
export interface ResultFilterState {
  sort: SearchSort;
  stops: number[];
  airlines: string[];
  departureParts: DayPart[][];
  arrivalParts: DayPart[][];
  baggage: boolean;
  maxDurationMinutes: number | null;
  originAirports: string[];
  destinationAirports: string[];
  priceMax: number | null;
}

export const NO_FILTERS: ResultFilterState = {
  sort: 'best',
  stops: [],
  airlines: [],
  departureParts: [[], []],
  arrivalParts: [[], []],
  baggage: false,
  maxDurationMinutes: null,
  originAirports: [],
  destinationAirports: [],
  priceMax: null,
};
