import { describe, expect, it } from 'vitest';
import { sampleWishlistElement } from '../../test-support/tour-samples';
import { initialWishlistState, markedHashes, wishlistReducer, WISHLIST_FAILURES, type WishlistAction, type WishlistState } from '../wishlist-state';

const first = sampleWishlistElement(101);
const second = sampleWishlistElement(102);
const third = sampleWishlistElement(103);

function run(...actions: WishlistAction[]): WishlistState {
  return actions.reduce(wishlistReducer, initialWishlistState);
}

const loaded = (...elements: (typeof first)[]) => run({ type: 'loadStarted', owner: '', loadId: 1 }, { type: 'loaded', loadId: 1, elements });

describe('the optimistic wishlist (docs/product-rules.md §4)', () => {
  it('marks the hash at once on add and appends the element only when the server replies', () => {
    const adding = wishlistReducer(loaded(first), { type: 'addStarted', hash: second.hash });
    expect(markedHashes(adding).has(second.hash)).toBe(true);
    expect(adding.elements.map((element) => element.hash)).toEqual([first.hash]);

    const added = wishlistReducer(adding, { type: 'addSucceeded', owner: '', hash: second.hash, element: second });
    expect(added.elements.map((element) => element.hash)).toEqual([first.hash, second.hash]);
    expect(added.adding).toEqual([]);
    expect(markedHashes(added).has(second.hash)).toBe(true);
  });

  it('undoes a failed add and says so in Russian', () => {
    const failed = run(
      { type: 'addStarted', hash: second.hash },
      { type: 'addFailed', owner: null, hash: second.hash, message: 'Сервер временно недоступен.' },
    );
    expect(markedHashes(failed).has(second.hash)).toBe(false);
    expect(failed.notice).toBe(`${WISHLIST_FAILURES.add} Сервер временно недоступен.`);
  });

  it('adding a tour already kept keeps one element (the server answers the same hash)', () => {
    const state = wishlistReducer(loaded(first), { type: 'addSucceeded', owner: '', hash: first.hash, element: { ...first, price: 1 } });
    expect(state.elements).toHaveLength(1);
    expect(state.elements[0]!.price).toBe(1);
  });

  it('removes at once, before the server answers, and forgets the undo once it confirms', () => {
    const removing = wishlistReducer(loaded(first, second, third), { type: 'removeStarted', hash: second.hash });
    expect(removing.elements.map((element) => element.hash)).toEqual([first.hash, third.hash]);
    expect(markedHashes(removing).has(second.hash)).toBe(false);
    const done = wishlistReducer(removing, { type: 'removeSucceeded', owner: '', hash: second.hash });
    expect(done.removing).toEqual([]);
    expect(done.elements).toHaveLength(2);
  });

  it('puts a tour whose delete failed back in its place, with a message', () => {
    const state = [
      { type: 'removeStarted', hash: second.hash },
      { type: 'removeFailed', owner: '', hash: second.hash, message: 'Нет связи с сервером.' },
    ].reduce((current, action) => wishlistReducer(current, action as WishlistAction), loaded(first, second, third));
    expect(state.elements.map((element) => element.hash)).toEqual([first.hash, second.hash, third.hash]);
    expect(state.notice).toBe(`${WISHLIST_FAILURES.remove} Нет связи с сервером.`);
  });

  it('a load that answers while a delete is on its way does not bring the tour back', () => {
    const removing = wishlistReducer(loaded(first, second), { type: 'removeStarted', hash: first.hash });
    const reloaded = [
      { type: 'loadStarted', owner: '', loadId: 2 },
      { type: 'loaded', loadId: 2, elements: [first, second] },
    ].reduce((current, action) => wishlistReducer(current, action as WishlistAction), removing);
    expect(reloaded.elements.map((element) => element.hash)).toEqual([second.hash]);
  });

  it('drops a late answer of an older load, and empties the list when the owner changes', () => {
    const state = [
      { type: 'loadStarted', owner: '', loadId: 1 },
      { type: 'loadStarted', owner: 'anna@example.ru', loadId: 2 },
      { type: 'loaded', loadId: 1, elements: [first] },
    ].reduce((current, action) => wishlistReducer(current, action as WishlistAction), loaded(third));
    expect(state.owner).toBe('anna@example.ru');
    expect(state.status).toBe('loading');
    expect(state.elements).toEqual([]);
  });

  it('an add or a delete answered after the owner changed stays out of the next owner’s list', () => {
    const anna = 'anna@example.ru';
    const annas = [
      { type: 'loadStarted', owner: anna, loadId: 1 },
      { type: 'loaded', loadId: 1, elements: [first] },
      { type: 'addStarted', hash: second.hash },
      { type: 'removeStarted', hash: first.hash },
    ].reduce((current, action) => wishlistReducer(current, action as WishlistAction), initialWishlistState);
    // Anna signs out: this browser's anonymous list loads while her two requests are still on their way
    const anonymous = [
      { type: 'loadStarted', owner: '', loadId: 2 },
      { type: 'loaded', loadId: 2, elements: [third] },
      { type: 'addSucceeded', owner: anna, hash: second.hash, element: second },
      { type: 'removeFailed', owner: anna, hash: first.hash, message: 'Нет связи с сервером.' },
      { type: 'addFailed', owner: anna, hash: second.hash, message: 'Нет связи с сервером.' },
    ].reduce((current, action) => wishlistReducer(current, action as WishlistAction), annas);
    expect(anonymous.elements.map((element) => element.hash)).toEqual([third.hash]);
    expect(markedHashes(anonymous)).toEqual(new Set([third.hash]));
    expect(anonymous.notice).toBeNull();
  });
});
