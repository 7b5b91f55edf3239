import { lazyPages, type PageLoaders, type RouteHeads } from 'shared';

/** Each page of the area, its own chunk named after its route; the hotel page arrives when opened, or once results are on screen (`pageLoaders.toursHotel`). */
export const pageLoaders = {
  tours: () => import('./tour-search/tour-search-page').then((m) => m.TourSearchPage),
  toursHotel: () => import('./hotel-page/hotel-page').then((m) => m.HotelPage),
  toursWishlist: () => import('./wishlist/wishlist-page').then((m) => m.WishlistPage),
} satisfies PageLoaders;

/** The one module this remote exposes (`mf-tours/pages`): the page of each route the tours area owns. */
export const pages = lazyPages(pageLoaders);

/**
 * The head of each route whose page names itself from its data (docs/architecture.md#page-heads), loaded
 * with the page's chunk: the page calls the same function in the browser, the page server with its data.
 */
export const heads = {
  tours: () => import('./tour-search/tour-search-head').then((m) => m.tourSearchHead),
  toursHotel: () => import('./hotel-page/hotel-head').then((m) => m.hotelHead),
} satisfies RouteHeads;
