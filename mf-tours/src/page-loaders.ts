import { lazy } from 'react';

/**
 * Each page of the area is its own chunk: the search route downloads the search, and the hotel
 * page arrives when it is opened (or earlier, once results are on screen: `loadHotelPage`). A chunk
 * is named after its route (tooling/route-chunks.mjs): the shell's early script starts it.
 */
export const loadTourSearchPage = () => import(/* webpackChunkName: "route-tours" */ './tour-search/tour-search-page');
export const loadHotelPage = () => import(/* webpackChunkName: "route-toursHotel" */ './hotel-page/hotel-page');
export const loadWishlistPage = () => import(/* webpackChunkName: "route-toursWishlist" */ './wishlist/wishlist-page');

export const LazyTourSearchPage = lazy(() => loadTourSearchPage().then((module) => ({ default: module.TourSearchPage })));
export const LazyHotelPage = lazy(() => loadHotelPage().then((module) => ({ default: module.HotelPage })));
export const LazyWishlistPage = lazy(() => loadWishlistPage().then((module) => ({ default: module.WishlistPage })));
