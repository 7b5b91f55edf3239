import { atom } from 'jotai';
import { failureMessage } from 'shared';
import { addWishlistElement, getWishlist, removeWishlistElement, tourHash, type AddWishlistElementRequest } from 'shared/tours';
import { TOURS_FAILURE_WORDING } from '../common/tours-texts';
import { initialWishlistState, markedHashes, wishlistReducer, type WishlistAction } from './wishlist-state';

/**
 * The wishlist of the three tour pages in the shell's jotai store, so a heart filled on one is filled on the next; pages read
 * derived atoms and change the private state only by the action atoms (§4's optimistic rules).
 */
const wishlistStateAtom = atom(initialWishlistState);
const dispatchAtom = atom(null, (_get, set, action: WishlistAction) => set(wishlistStateAtom, (state) => wishlistReducer(state, action)));

export const wishlistElementsAtom = atom((get) => get(wishlistStateAtom).elements);
export const wishlistStatusAtom = atom((get) => {
  const { status, owner, loadMessage } = get(wishlistStateAtom);
  return { status, owner, loadMessage };
});
/** Hashes whose heart is filled: kept, or being added right now. */
export const wishlistMarkedHashesAtom = atom((get) => markedHashes(get(wishlistStateAtom)));
/** Hashes with a request on its way: their heart ignores clicks until it answers. */
export const wishlistBusyHashesAtom = atom((get) => {
  const { adding, removing } = get(wishlistStateAtom);
  return new Set([...adding, ...removing.map((entry) => entry.element.hash)]) as ReadonlySet<string>;
});
export const wishlistNoticeAtom = atom((get) => get(wishlistStateAtom).notice);
export const dismissWishlistNoticeAtom = atom(null, (_get, set) => set(dispatchAtom, { type: 'noticeDismissed' }));

let loads = 0;

/** Loads the wishlist of `owner` (the signed-in e-mail, '' for this browser); the Bearer token rides along (§6). */
export const loadWishlistAtom = atom(null, async (_get, set, owner: string) => {
  loads += 1;
  const loadId = loads;
  set(dispatchAtom, { type: 'loadStarted', owner, loadId });
  try {
    set(dispatchAtom, { type: 'loaded', loadId, elements: await getWishlist() });
  } catch (error) {
    set(dispatchAtom, { type: 'loadFailed', loadId, message: failureMessage(error, TOURS_FAILURE_WORDING) });
  }
});

/** §4: the heart fills at once; the element joins the list when the server replies; a failure empties it again. */
export const addToWishlistAtom = atom(null, async (get, set, tour: AddWishlistElementRequest) => {
  const hash = tourHash({ ...tour, childrenAges: tour.childrenAges ?? [] });
  if (markedHashes(get(wishlistStateAtom)).has(hash)) return;
  const { owner } = get(wishlistStateAtom);
  set(dispatchAtom, { type: 'addStarted', hash });
  try {
    set(dispatchAtom, { type: 'addSucceeded', owner, hash, element: await addWishlistElement(tour) });
  } catch (error) {
    set(dispatchAtom, { type: 'addFailed', owner, hash, message: failureMessage(error, TOURS_FAILURE_WORDING) });
  }
});

/** §4: the element leaves the list at once, then the server is told; a failure puts it back. */
export const removeFromWishlistAtom = atom(null, async (get, set, hash: string) => {
  if (!get(wishlistStateAtom).elements.some((element) => element.hash === hash)) return;
  const { owner } = get(wishlistStateAtom);
  set(dispatchAtom, { type: 'removeStarted', hash });
  try {
    await removeWishlistElement(hash);
    set(dispatchAtom, { type: 'removeSucceeded', owner, hash });
  } catch (error) {
    set(dispatchAtom, { type: 'removeFailed', owner, hash, message: failureMessage(error, TOURS_FAILURE_WORDING) });
  }
});
