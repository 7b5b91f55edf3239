// Tours as an API module (docs/product-rules.md §3, §4, §6, §7: departure cities, destinations, hotels
// with generated pictures, a progressive tour search, wishlists for accounts and anonymous visitors):
// the context its routes share, built once per app, and what it registers. See README.md beside this file.
import { parse } from 'hono/utils/cookie';
import { describeError } from '../logger.js';
import type { ApiModule, ModuleContext } from '../modules/api-module.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { CatalogueService } from './catalogue-service.js';
import { HotelImageService } from './hotel-image-service.js';
import { buildTourCatalogue } from './tour-catalogue.js';
import { tourSearchRoutes } from './tour-search-routes.js';
import { TourSearchSessions } from './tour-search-sessions.js';
import type { ToursContext } from './tours-context.js';
import { wishlistRoutes } from './wishlist-routes.js';
import { TOURS_VISITOR_COOKIE, visitorKeyOf, WishlistService } from './wishlist-service.js';

function createToursContext(core: ModuleContext): ToursContext {
  const catalogue = new CatalogueService(buildTourCatalogue());
  return {
    ...core,
    catalogue,
    searches: new TourSearchSessions(catalogue, (error) => core.logger.error('tour search failed', describeError(error))),
    images: new HotelImageService(),
    wishlists: new WishlistService(core.db, catalogue),
  };
}

const contexts = new WeakMap<ModuleContext, ToursContext>();
/** One context per app: the routes and the sign-in hook share the same catalogue and services. */
function toursContext(core: ModuleContext): ToursContext {
  let ctx = contexts.get(core);
  if (!ctx) {
    ctx = createToursContext(core);
    contexts.set(core, ctx);
  }
  return ctx;
}

export const toursModule: ApiModule = {
  name: 'tours',
  middleware: () => [
    {
      // Hotel pictures are public, immutable and personal to no one, so any page may embed them;
      // 'same-site' would not do: Chromium counts two ports of one address as two sites.
      path: '/tours/hotels/:hotelId/images/*',
      handler: async (c, next) => {
        await next();
        c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    },
  ],
  routes: (core) => {
    const ctx = toursContext(core);
    return [...catalogueRoutes(ctx), ...tourSearchRoutes(ctx), ...wishlistRoutes(ctx)];
  },
  // The wishlist this browser kept anonymously joins the account it signs in to (any way of
  // signing in: the cookie proves it is the same browser, whatever the e-mail) — once the
  // account's address is proved: a never-proved account's password may be someone else's.
  onUserAuthenticated: async ({ userId, request, emailProved }, core) => {
    if (!request || !emailProved) return;
    const visitorKey = visitorKeyOf(getCookieFromHeader(request.headers.get('cookie')));
    if (visitorKey) await toursContext(core).wishlists.joinVisitor(userId, visitorKey);
  },
};

/** The visitor key from a raw Cookie header ('a=1; tours_visitor=…'). */
function getCookieFromHeader(header: string | null): string | undefined {
  return header ? parse(header, TOURS_VISITOR_COOKIE)[TOURS_VISITOR_COOKIE] : undefined;
}
