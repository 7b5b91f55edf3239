import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addWishlistElementRequestSchema, createTourSearchRequestSchema, hotelToursQuerySchema } from '../tour-requests';
import { tourHash } from '../tour-hash';
import { hotelPageUrl } from '../tour-links';

const tour = { hotelId: 1001, departureCityCode: 'MOW', departureDate: '2026-12-01', nights: 7, adults: 2, childrenAges: [7, 5] };

describe('tourHash', () => {
  it('is the same for the same tour whatever the order of the children', () => {
    expect(tourHash(tour)).toBe(tourHash({ ...tour, childrenAges: [5, 7] }));
    expect(tourHash(tour)).toMatch(/^[0-9a-f]{16}$/);
  });
  it('keeps the value wishlists have stored', () => {
    expect(tourHash(tour)).toBe('63c362ecd81882c4');
  });
  it('changes with every field of the tour', () => {
    const variants = [
      { ...tour, hotelId: 1002 },
      { ...tour, departureCityCode: 'LED' },
      { ...tour, departureDate: '2026-12-02' },
      { ...tour, nights: 8 },
      { ...tour, adults: 1 },
      { ...tour, childrenAges: [5] },
      { ...tour, childrenAges: [5, 7, 0] },
    ];
    const hashes = new Set([tourHash(tour), ...variants.map(tourHash)]);
    expect(hashes.size).toBe(variants.length + 1);
  });
});

describe('tour request schemas', () => {
  it('accepts a wishlist element and defaults the children to none', () => {
    const { childrenAges, ...noChildren } = tour;
    expect(v.parse(addWishlistElementRequestSchema, noChildren).childrenAges).toEqual([]);
    expect(childrenAges).toHaveLength(2);
  });
  it('refuses impossible dates and parties with Russian messages', () => {
    const result = v.safeParse(addWishlistElementRequestSchema, { ...tour, departureDate: '2026-02-30', adults: 0, childrenAges: [18] });
    expect(result.success).toBe(false);
    const messages = (result.issues ?? []).map((issue) => issue.message).join(' ');
    expect(messages).toContain('ГГГГ-ММ-ДД');
    expect(messages).toContain('взрослый');
    expect(messages).toContain('от 0 до 17');
  });
  it('reports a window longer than 14 days on departureDateTo', () => {
    const result = v.safeParse(createTourSearchRequestSchema, {
      departureCityCode: 'MOW',
      destination: { type: 'country', id: 1 },
      departureDateFrom: '2026-12-01',
      departureDateTo: '2026-12-20',
      nightsFrom: 7,
      nightsTo: 10,
      adults: 2,
      childrenAges: [],
    });
    expect(result.success).toBe(false);
    expect(v.getDotPath(result.issues![0]!)).toBe('departureDateTo');
  });
  it('parses the hotel tours query from strings', () => {
    const parsed = v.parse(hotelToursQuerySchema, {
      departureCityCode: 'MOW',
      departureDateFrom: '2026-12-01',
      departureDateTo: '2026-12-03',
      nightsFrom: '7',
      nightsTo: '9',
      adults: '2',
      childrenAges: '5,7',
    });
    expect(parsed).toMatchObject({ nightsFrom: 7, nightsTo: 9, adults: 2, childrenAges: [5, 7] });
  });
});

describe('hotelPageUrl', () => {
  it('carries the tour in the query', () => {
    expect(hotelPageUrl(1001, tour)).toBe('/tours/hotels/1001?from=MOW&date=2026-12-01&nights=7&adults=2&children=7%2C5');
  });
});
