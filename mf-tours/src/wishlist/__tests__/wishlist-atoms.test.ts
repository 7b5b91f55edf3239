import { createStore } from 'jotai';
import { configureApiClient } from 'shared';
import { tourHash } from 'shared/tours';
import { apiErrorReply, fakeApi, json, TEST_API_BASE } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleWishlistElement } from '../../test-support/tour-samples';
import {
  addToWishlistAtom,
  loadWishlistAtom,
  removeFromWishlistAtom,
  wishlistElementsAtom,
  wishlistMarkedHashesAtom,
  wishlistNoticeAtom,
} from '../wishlist-atoms';

const kept = sampleWishlistElement(101);
const next = sampleWishlistElement(102);
const nextTour = { hotelId: 102, departureCityCode: 'MOW', departureDate: '2030-06-12', nights: 7, adults: 2, childrenAges: [5] };

/** A server answer the test releases when it wants, to look at the page in between. */
function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

beforeEach(() => configureApiClient({ baseUrl: TEST_API_BASE }));
afterEach(() => vi.unstubAllGlobals());

async function loadedStore() {
  const store = createStore();
  await store.set(loadWishlistAtom, '');
  return store;
}

describe('wishlist atoms', () => {
  it('fill the heart before the server answers and append the element after', async () => {
    const answer = deferred();
    const api = fakeApi({ 'GET /tours/wishlist': json(200, [kept]), 'POST /tours/wishlist': () => answer.promise });
    const store = await loadedStore();

    const adding = store.set(addToWishlistAtom, nextTour);
    expect(store.get(wishlistMarkedHashesAtom).has(tourHash(nextTour))).toBe(true);
    expect(store.get(wishlistElementsAtom)).toHaveLength(1);

    answer.release(json(201, next));
    await adding;
    expect(store.get(wishlistElementsAtom).map((element) => element.hash)).toEqual([kept.hash, next.hash]);
    expect(api.callsTo('POST', '/tours/wishlist')[0]!.body).toEqual(nextTour);
  });

  it('empty the heart again and say why when the server refuses the add', async () => {
    fakeApi({ 'GET /tours/wishlist': json(200, []), 'POST /tours/wishlist': apiErrorReply(500, 'SERVER_ERROR', 'boom') });
    const store = await loadedStore();
    await store.set(addToWishlistAtom, nextTour);
    expect(store.get(wishlistMarkedHashesAtom).size).toBe(0);
    expect(store.get(wishlistNoticeAtom)).toBe('Не удалось добавить тур в избранное. Сервер временно недоступен. Попробуйте ещё раз.');
  });

  it('take the element out at once, then tell the server', async () => {
    const answer = deferred();
    const api = fakeApi({ 'GET /tours/wishlist': json(200, [kept, next]), [`DELETE /tours/wishlist/elements/${kept.hash}`]: () => answer.promise });
    const store = await loadedStore();
    const removing = store.set(removeFromWishlistAtom, kept.hash);
    expect(store.get(wishlistElementsAtom).map((element) => element.hash)).toEqual([next.hash]);
    answer.release(new Response(null, { status: 204 }));
    await removing;
    expect(api.callsTo('DELETE', `/tours/wishlist/elements/${kept.hash}`)).toHaveLength(1);
    expect(store.get(wishlistNoticeAtom)).toBeNull();
  });

  it('put the element back in its place when the delete fails', async () => {
    fakeApi({ 'GET /tours/wishlist': json(200, [kept, next]), [`DELETE /tours/wishlist/elements/${kept.hash}`]: new TypeError('offline') });
    const store = await loadedStore();
    await store.set(removeFromWishlistAtom, kept.hash);
    expect(store.get(wishlistElementsAtom).map((element) => element.hash)).toEqual([kept.hash, next.hash]);
    expect(store.get(wishlistNoticeAtom)).toMatch(/^Не удалось удалить тур из избранного, он снова в списке\. Нет связи с сервером/);
  });
  it('keep an add answered after a logout out of the list shown next', async () => {
    const answer = deferred();
    fakeApi({ 'GET /tours/wishlist': [json(200, [kept]), json(200, [])], 'POST /tours/wishlist': () => answer.promise });
    const store = createStore();
    await store.set(loadWishlistAtom, 'anna@example.ru');
    const adding = store.set(addToWishlistAtom, nextTour);

    await store.set(loadWishlistAtom, ''); // signed out: this browser's own list
    answer.release(json(201, next));
    await adding;
    expect(store.get(wishlistElementsAtom)).toEqual([]);
    expect(store.get(wishlistMarkedHashesAtom).size).toBe(0);
  });
});
