// What every tours route shares: a leaf of types, so the routes that take it do not import the
// module that imports them.
import type { ModuleContext } from '../modules/api-module.js';
import type { CatalogueService } from './catalogue-service.js';
import type { HotelImageService } from './hotel-image-service.js';
import type { TourSearchSessions } from './tour-search-sessions.js';
import type { WishlistService } from './wishlist-service.js';

/** What every tours route shares: the core services, the generated catalogue, searches, images, wishlists. */
export interface ToursContext extends ModuleContext {
  catalogue: CatalogueService;
  searches: TourSearchSessions;
  images: HotelImageService;
  wishlists: WishlistService;
}
