// The wishlist feature's face to the other tour pages: the heart, the failure notice, the
// loader and whether a tour is kept. Its atoms and reducer stay inside the folder.
export { WishlistHeart } from './wishlist-heart';
export { WishlistNotice } from './wishlist-notice';
export { useWishlistLoaded } from './use-wishlist';
export { useWishlistMark } from './use-wishlist-mark';
