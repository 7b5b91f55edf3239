import { lazyPages, type PageLoaders } from 'shared';

/**
 * Each page of the area, its own chunk named after its route by the build: the search route
 * downloads the search, and the hotel page arrives when it is opened (or earlier, once results are on
 * screen: `pageLoaders.toursHotel`).
 */
export const pageLoaders = {
  tours: () => import('./tour-search/tour-search-page').then((m) => m.TourSearchPage),
  toursHotel: () => import('./hotel-page/hotel-page').then((m) => m.HotelPage),
  toursWishlist: () => import('./wishlist/wishlist-page').then((m) => m.WishlistPage),
} satisfies PageLoaders;

/** The one module this remote exposes (`mf-tours/pages`): the page of each route the tours area owns. */
export const pages = lazyPages(pageLoaders);
