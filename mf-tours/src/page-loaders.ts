import { lazy } from 'react';

/**
 * Each page of the area is its own chunk: the search route downloads the search, and the hotel
 * page arrives when it is opened (or earlier, once results are on screen: `loadHotelPage`).
 */
export const loadTourSearchPage = () => import('./tour-search/tour-search-page');
export const loadHotelPage = () => import('./hotel-page/hotel-page');
export const loadWishlistPage = () => import('./wishlist/wishlist-page');

export const LazyTourSearchPage = lazy(() => loadTourSearchPage().then((module) => ({ default: module.TourSearchPage })));
export const LazyHotelPage = lazy(() => loadHotelPage().then((module) => ({ default: module.HotelPage })));
export const LazyWishlistPage = lazy(() => loadWishlistPage().then((module) => ({ default: module.WishlistPage })));
