import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, isApiError } from '../../api-client';
import { clearCookies, json, recordFetch } from '../../api-client/__tests__/fetch-recorder';
import { addWishlistElement, getHotel, getWishlist, listHotelTours, pollTourSearch, removeWishlistElement } from '../api';

beforeEach(() => {
  configureApiClient({ baseUrl: 'http://api.test/' });
  localStorage.clear();
  clearCookies();
  document.cookie = 'XSRF-TOKEN=x; path=/';
});
afterEach(() => vi.unstubAllGlobals());

const element = {
  hash: '0123456789abcdef',
  url: '/tours/hotels/1001',
  tourParameters: { nights: 7, adults: 2, childrenAges: [5], departureDate: '2026-12-01', returnDate: '2026-12-08' },
  hotel: { id: 1001, name: 'Отель', description: '', rating: 8, stars: 4, airportDistance: 12000, resortId: 102, resortIds: [102], amenities: [], images: [], latlon: { lat: 1, lon: 2 } },
  price: 100000,
  addedAt: '2026-11-23T08:00:00.000Z',
};

describe('tour request functions', () => {
  it('send the §7 wishlist calls with the Bearer token when there is one', async () => {
    localStorage.setItem('token', 'jwt');
    const { calls } = recordFetch(json(201, element), json(200, [element]), new Response(null, { status: 204 }));
    const body = { hotelId: 1001, departureCityCode: 'MOW', departureDate: '2026-12-01', nights: 7, adults: 2, childrenAges: [5] };
    expect((await addWishlistElement(body)).hash).toBe(element.hash);
    expect(await getWishlist()).toHaveLength(1);
    await removeWishlistElement(element.hash);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /tours/wishlist', 'GET /tours/wishlist', `DELETE /tours/wishlist/elements/${element.hash}`]);
    expect(calls[0]!.body).toEqual(body);
    expect(calls.every((call) => call.headers.get('authorization') === 'Bearer jwt' && call.credentials === 'include')).toBe(true);
  });

  it('put the hotel tour parameters in the query, children as a comma list', async () => {
    const { calls } = recordFetch(json(200, { hotelId: 1001, total: 0, items: [] }));
    await listHotelTours(1001, { departureCityCode: 'MOW', departureDateFrom: '2026-12-01', departureDateTo: '2026-12-03', nightsFrom: 7, nightsTo: 9, adults: 2, childrenAges: [5, 7] });
    expect(calls[0]!.url.pathname).toBe('/tours/hotels/1001/tours');
    expect(calls[0]!.url.searchParams.get('childrenAges')).toBe('5,7');
    expect(calls[0]!.url.searchParams.get('nightsTo')).toBe('9');
  });

  it('poll a search by its id and cursor, and refuse an answer of the wrong shape', async () => {
    const hotel = recordFetch(json(200, { nope: true }));
    await expect(getHotel(1001)).rejects.toSatisfy(isApiError);
    expect(hotel.calls[0]!.url.pathname).toBe('/tours/hotels/1001');
    const poll = recordFetch(json(200, { nope: true }));
    await expect(pollTourSearch('MOW.c1.20261201.20261203.7-9.2..abcdefgh', 12)).rejects.toSatisfy(isApiError);
    expect(poll.calls[0]!.url.pathname).toBe('/tours/searches/MOW.c1.20261201.20261203.7-9.2..abcdefgh');
    expect(poll.calls[0]!.url.searchParams.get('after')).toBe('12');
  });
});
