import { useAtomValue } from 'jotai';
import { tourHash, type AddWishlistElementRequest } from 'shared/tours';
import { wishlistBusyHashesAtom, wishlistMarkedHashesAtom } from './wishlist-atoms';

/**
 * Whether a tour is kept in the wishlist (marked the moment it is added, docs/product-rules.md §4) and
 * whether the server is still answering for it, by the tour's hash: what the heart shows and what the
 * hotel page says about the chosen tour come from this one reading.
 */
export function useWishlistMark(tour: AddWishlistElementRequest): { hash: string; marked: boolean; busy: boolean } {
  const hash = tourHash({ ...tour, childrenAges: tour.childrenAges ?? [] });
  const marked = useAtomValue(wishlistMarkedHashesAtom).has(hash);
  const busy = useAtomValue(wishlistBusyHashesAtom).has(hash);
  return { hash, marked, busy };
}
