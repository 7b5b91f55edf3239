import type { RemotePages } from 'shared';
import { LazyHotelPage, LazyTourSearchPage, LazyWishlistPage } from './page-loaders';

/**
 * The one module this remote exposes (`mf-tours/pages`): the page of each route the tours area
 * owns (docs/architecture.md, the federation contract). The shell's Suspense shows while a page's
 * chunk loads.
 */
export const pages: RemotePages = {
  tours: LazyTourSearchPage,
  toursHotel: LazyHotelPage,
  toursWishlist: LazyWishlistPage,
};
