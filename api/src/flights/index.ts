import type { ApiModule, ModuleContext } from '../modules/api-module.js';
import { deeplinkRoutes } from './deeplinks/deeplink-routes.js';
import { flightDomain } from './flight-domain.js';
import type { FlightsContext } from './flights-context.js';
import { offerRoutes } from './offers/offer-routes.js';
import { optionRoutes } from './options/option-routes.js';
import { expirySweeper } from './orders/order-expiry.js';
import { orderRoutes } from './orders/order-routes.js';
import { savedPassengerRoutes } from './passengers/saved-passenger-routes.js';
import { paymentRoutes } from './payments/payment-routes.js';
import { placeRoutes } from './places/place-routes.js';
import { popularRouteRoutes } from './popular/popular-route-routes.js';
import { profileOrderRoutes } from './profile/profile-order-routes.js';
import { searchRoutes } from './search/search-routes.js';
import { SearchSessions } from './search/search-sessions.js';
import { loadStoredSeats } from './search/stored-seats.js';
import { describeError } from '../logger.js';
import { seedDemoFlights } from './demo-seed.js';

/**
 * The flights area (issue 6): places, progressive search, offers, booking and orders, card and
 * SBP payments, extra payments and paid options, saved passengers, profile orders, deep links.
 */
function flightsContext(core: ModuleContext) {
  const domain = flightDomain();
  const searches = new SearchSessions(
    domain,
    (days) => loadStoredSeats(core.db, days),
    (error) => core.logger.error('flight search failed', describeError(error)),
  );
  const sweeper = expirySweeper(core.db);
  return { ...core, domain, searches, sweep: (force?: boolean) => sweeper.sweep(force) };
}

export const flightsModule: ApiModule = {
  name: 'flights',
  seed: (core) => seedDemoFlights(flightsContext(core)),
  routes: (core: ModuleContext) => {
    const ctx = flightsContext(core);
    const { domain, searches: sessions } = ctx;
    const flights: FlightsContext = ctx;
    return [
      ...placeRoutes(domain),
      ...popularRouteRoutes(domain),
      ...searchRoutes(domain, sessions),
      ...offerRoutes(flights),
      ...orderRoutes(ctx),
      ...paymentRoutes(ctx),
      ...optionRoutes(ctx),
      ...savedPassengerRoutes(flights),
      ...profileOrderRoutes(ctx),
      ...deeplinkRoutes(flights),
    ];
  },
  // A guest's orders (with full document numbers) join the account once it has proved it owns
  // the e-mail: by a link mailed there (the welcome mail's one-time login, a password reset).
  // A bare sign-up or password login proves nothing, since sign-up does not verify the address.
  onUserAuthenticated: async ({ userId, email, via }, core) => {
    if (via !== 'login_token' && via !== 'password_reset') return;
    await core.db.query('UPDATE flight_orders SET user_id = $1 WHERE user_id IS NULL AND lower(email) = lower($2)', [userId, email]);
  },
};
