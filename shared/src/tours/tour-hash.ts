import { hashText } from '../format/hash';

/**
 * The wishlist element hash (§3, §4): the same hotel, city, date, nights, adults and children's ages hash alike on server and
 * browser, so a heart is marked at once. Children's ages are a party, not a sequence: [7, 5] and [5, 7] are one tour.
 */
export interface TourHashInput {
  hotelId: number;
  departureCityCode: string;
  departureDate: string;
  nights: number;
  adults: number;
  childrenAges: readonly number[];
}

export function canonicalChildrenAges(ages: readonly number[]): number[] {
  return [...ages].sort((a, b) => a - b);
}

/** 16 hex digits: two independent 32-bit hashes (two seeds of the one string hash) of the canonical key. */
export function tourHash(input: TourHashInput): string {
  const key = [
    't1',
    input.hotelId,
    input.departureCityCode,
    input.departureDate,
    input.nights,
    input.adults,
    canonicalChildrenAges(input.childrenAges).join('.'),
  ].join('|');
  return hex(hashText(key)) + hex(hashText(key, 0x01000193 ^ 0x5bd1e995));
}

const hex = (hash: number) => hash.toString(16).padStart(8, '0');

export const TOUR_HASH_PATTERN = /^[0-9a-f]{16}$/;
