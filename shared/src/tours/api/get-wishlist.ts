import { apiGet } from 'shared';
import { wishlistSchema } from '../tour-responses';

/** The wishlist of the signed-in account, or of this browser's anonymous visitor (product rules §6, §7). */
export function getWishlist() {
  return apiGet('/tours/wishlist', { schema: wishlistSchema });
}
