import type { ModuleContext } from '../modules/api-module.js';
import { describeError } from '../logger.js';
import { CatalogueService } from './catalogue-service.js';
import { HotelImageService } from './hotel-image-service.js';
import { buildTourCatalogue } from './tour-catalogue.js';
import { TourSearchSessions } from './tour-search-sessions.js';
import { WishlistService } from './wishlist-service.js';

/** What every tours route shares: the core services, the generated catalogue, searches, images, wishlists. */
export interface ToursContext extends ModuleContext {
  catalogue: CatalogueService;
  searches: TourSearchSessions;
  images: HotelImageService;
  wishlists: WishlistService;
}

export function createToursContext(core: ModuleContext): ToursContext {
  const catalogue = new CatalogueService(buildTourCatalogue());
  return {
    ...core,
    catalogue,
    searches: new TourSearchSessions(catalogue, (error) => core.logger.error('tour search failed', describeError(error))),
    images: new HotelImageService(),
    wishlists: new WishlistService(core.db, catalogue),
  };
}
