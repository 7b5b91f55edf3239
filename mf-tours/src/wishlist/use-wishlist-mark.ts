import { useAtomValue } from 'jotai';
import { tourHash, type AddWishlistElementRequest } from 'shared/tours';
import { wishlistBusyHashesAtom, wishlistMarkedHashesAtom } from './wishlist-atoms';

/** Whether a tour is kept (marked the moment it is added, §4) and still being answered for, by its hash: the heart and the hotel page read this one reading. */
export function useWishlistMark(tour: AddWishlistElementRequest): { hash: string; marked: boolean; busy: boolean } {
  const hash = tourHash({ ...tour, childrenAges: tour.childrenAges ?? [] });
  const marked = useAtomValue(wishlistMarkedHashesAtom).has(hash);
  const busy = useAtomValue(wishlistBusyHashesAtom).has(hash);
  return { hash, marked, busy };
}
