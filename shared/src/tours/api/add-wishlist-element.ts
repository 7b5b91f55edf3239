import { apiPost } from 'shared';
import type { AddWishlistElementRequest } from '../tour-requests';
import { wishlistElementSchema } from '../tour-responses';

/** Keeps a tour in the wishlist; adding the same tour twice gives the same element (same hash). */
export function addWishlistElement(body: AddWishlistElementRequest) {
  return apiPost('/tours/wishlist', { body, schema: wishlistElementSchema });
}
