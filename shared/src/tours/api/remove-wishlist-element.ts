import { apiDelete } from 'shared';

/** Removes a tour from the wishlist by its hash (idempotent: a missing one is not an error). */
export function removeWishlistElement(hash: string) {
  return apiDelete(`/tours/wishlist/elements/${encodeURIComponent(hash)}`);
}
