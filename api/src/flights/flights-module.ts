import type { ApiModule } from '../modules/api-module.js';
import { deeplinkRoutes } from './deeplinks/deeplink-routes.js';
import { seedDemoFlights } from './demo-seed.js';
import { flightsContext } from './flights-context.js';
import { offerRoutes } from './offers/offer-routes.js';
import { optionRoutes } from './options/option-routes.js';
import { orderRoutes } from './orders/order-routes.js';
import { attachGuestOrders } from './orders/orders-store.js';
import { savedPassengerRoutes } from './passengers/saved-passenger-routes.js';
import { paymentRoutes } from './payments/payment-routes.js';
import { placeRoutes } from './places/place-routes.js';
import { popularRouteRoutes } from './popular/popular-route-routes.js';
import { profileOrderRoutes } from './profile/profile-order-routes.js';
import { searchRoutes } from './search/search-routes.js';

/**
 * The flights area: places, progressive search, offers, booking and orders, card and SBP
 * payments, extra payments and paid options, saved passengers, profile orders, deep links.
 */
export const flightsModule: ApiModule = {
  name: 'flights',
  seed: (core) => seedDemoFlights(flightsContext(core)),
  routes: (core) => {
    const ctx = flightsContext(core);
    return [
      ...placeRoutes(ctx),
      ...popularRouteRoutes(ctx),
      ...searchRoutes(ctx),
      ...offerRoutes(ctx),
      ...orderRoutes(ctx),
      ...paymentRoutes(ctx),
      ...optionRoutes(ctx),
      ...savedPassengerRoutes(ctx),
      ...profileOrderRoutes(ctx),
      ...deeplinkRoutes(ctx),
    ];
  },
  // A guest's orders (with full document numbers) join the account once it has proved it owns
  // the e-mail: by a link mailed there (the welcome mail's one-time login, a password reset).
  // A bare sign-up or password login proves nothing, since sign-up does not verify the address.
  onUserAuthenticated: async ({ userId, email, via }, core) => {
    if (via !== 'login_token' && via !== 'password_reset') return;
    await attachGuestOrders(core.db, userId, email);
  },
};
