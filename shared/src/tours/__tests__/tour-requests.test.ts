import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, describeRequests, fakeApi, json, TEST_API_BASE } from 'shared/testing';
import { configureApiClient } from '../../api-client';
import { addWishlistElement, getHotel, getWishlist, listHotelTours, pollTourSearch, removeWishlistElement } from '../api';

const element = {
  hash: '0123456789abcdef',
  url: '/tours/hotels/1001',
  tourParameters: { nights: 7, adults: 2, childrenAges: [5], departureDate: '2026-12-01', returnDate: '2026-12-08' },
  hotel: {
    id: 1001,
    name: 'Отель',
    description: '',
    rating: 8,
    stars: 4,
    airportDistance: 12000,
    resortId: 102,
    resortIds: [102],
    amenities: [],
    images: [],
    latlon: { lat: 1, lon: 2 },
  },
  price: 100000,
  addedAt: '2026-11-23T08:00:00.000Z',
};
const addBody = { hotelId: 1001, departureCityCode: 'MOW', departureDate: '2026-12-01', nights: 7, adults: 2, childrenAges: [5] };
const searchId = 'MOW.c1.20261201.20261203.7-9.2..abcdefgh';

describeRequests('tour requests', [
  { name: 'addWishlistElement', call: () => addWishlistElement(addBody), method: 'POST', path: '/tours/wishlist', status: 201, body: addBody, reply: element },
  { name: 'getWishlist', call: () => getWishlist(), method: 'GET', path: '/tours/wishlist', reply: [element] },
  {
    name: 'listHotelTours puts children as a comma list',
    call: () =>
      listHotelTours(1001, {
        departureCityCode: 'MOW',
        departureDateFrom: '2026-12-01',
        departureDateTo: '2026-12-03',
        nightsFrom: 7,
        nightsTo: 9,
        adults: 2,
        childrenAges: [5, 7],
      }),
    method: 'GET',
    path: '/tours/hotels/1001/tours',
    query: {
      departureCityCode: 'MOW',
      departureDateFrom: '2026-12-01',
      departureDateTo: '2026-12-03',
      nightsFrom: '7',
      nightsTo: '9',
      adults: '2',
      childrenAges: '5,7',
    },
    reply: { hotelId: 1001, total: 0, items: [] },
  },
]);

describe('tour requests beyond the table', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: TEST_API_BASE });
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the wishlist calls carry the Bearer token when there is one (product rules §6)', async () => {
    localStorage.setItem('token', 'jwt');
    const api = fakeApi({
      'POST /tours/wishlist': json(201, element),
      'GET /tours/wishlist': json(200, [element]),
      [`DELETE /tours/wishlist/elements/${element.hash}`]: new Response(null, { status: 204 }),
    });
    await addWishlistElement(addBody);
    await getWishlist();
    await removeWishlistElement(element.hash);
    const calls = [
      ...api.callsTo('POST', '/tours/wishlist'),
      ...api.callsTo('GET', '/tours/wishlist'),
      ...api.callsTo('DELETE', `/tours/wishlist/elements/${element.hash}`),
    ];
    expect(calls).toHaveLength(3);
    expect(calls.every((call) => call.headers.get('authorization') === 'Bearer jwt')).toBe(true);
  });

  it('a hotel or a poll answer of the wrong shape is refused', async () => {
    fakeApi({ 'GET /tours/hotels/1001': json(200, { nope: true }), [`GET /tours/searches/${searchId}`]: json(200, { nope: true }) });
    await expect(getHotel(1001)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await expect(pollTourSearch(searchId, 12)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
