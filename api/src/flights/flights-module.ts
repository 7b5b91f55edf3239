// The flights area as an API module: what it builds once and every route, service and the demo
// seed share (the context per app, over the in-memory flight domain and its reference data, once per
// process), and what it registers: its routes, its seed and its sign-in hook.
import { describeError } from '../logger.js';
import type { ApiModule, ModuleContext } from '../modules/api-module.js';
import { deeplinkRoutes } from './deeplinks/deeplink-routes.js';
import { seedDemoFlights } from './demo-seed.js';
import { offerRoutes } from './offers/offer-routes.js';
import { optionRoutes } from './options/option-routes.js';
import { exchangeRoutes } from './exchanges/exchange-routes.js';
import { expirySweeper } from './orders/order-expiry.js';
import { orderRoutes } from './orders/order-routes.js';
import { attachGuestOrders } from './orders/order-store.js';
import { savedPassengerRoutes } from './passengers/saved-passenger-routes.js';
import { paymentRoutes } from './payments/payment-routes.js';
import { placeRoutes } from './places/place-routes.js';
import { popularRouteRoutes } from './popular/popular-route-routes.js';
import { startPriceAlertJobs } from './price-alerts/price-alert-jobs.js';
import { priceAlertRoutes } from './price-alerts/price-alert-routes.js';
import { priceAlertService } from './price-alerts/price-alert-service.js';
import { profileOrderRoutes } from './profile/profile-order-routes.js';
import { refundDevRoutes } from './refunds/disruption-routes.js';
import { startRefundJobs } from './refunds/refund-jobs.js';
import { refundRoutes } from './refunds/refund-routes.js';
import { searchRoutes } from './search/search-routes.js';
import { flightDomain } from './flight-domain.js';
import type { FlightsContext } from './flights-context.js';
import { Searches } from './search/searches.js';
import { loadStoredSeats } from './search/seat-store.js';

const contexts = new WeakMap<ModuleContext, FlightsContext>();

/**
 * Built once per app (the app hands the same core to `seed` and `routes`), so the seed and the
 * routes share one search store and one expiry sweeper.
 */
export function flightsContext(core: ModuleContext): FlightsContext {
  let ctx = contexts.get(core);
  if (!ctx) {
    const domain = flightDomain();
    const searches = new Searches(
      domain,
      (days) => loadStoredSeats(core.db, days),
      (error) => core.logger.error('flight search failed', describeError(error)),
    );
    const sweeper = expirySweeper(core.db);
    ctx = { ...core, domain, searches, sweep: (force) => sweeper.sweep(force) };
    contexts.set(core, ctx);
  }
  return ctx;
}

/**
 * The flights area: places, progressive search, offers, booking and orders, card and SBP
 * payments, extra payments and paid options, returns and exchanges, saved passengers, profile orders, deep links.
 */
export const flightsModule: ApiModule = {
  name: 'flights',
  seed: async (core) => {
    const ctx = flightsContext(core);
    await seedDemoFlights(ctx);
    await startPriceAlertJobs(ctx);
    await startRefundJobs(ctx);
  },
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
      ...refundRoutes(ctx),
      ...exchangeRoutes(ctx),
      ...(ctx.config.nodeEnv !== 'production' ? refundDevRoutes(ctx) : []),
      ...savedPassengerRoutes(ctx),
      ...profileOrderRoutes(ctx),
      ...deeplinkRoutes(ctx),
      ...priceAlertRoutes(priceAlertService(ctx), { devRoutes: ctx.config.nodeEnv !== 'production' }),
    ];
  },
  // A guest's orders (with full document numbers) and confirmed anonymous price alerts join only for an address the person proved
  // by a mailed link, on an account whose address is proved: a password login proves nothing (docs/product-rules.md §D Accounts).
  onUserAuthenticated: async ({ userId, provedEmail, emailProved }, core) => {
    if (!provedEmail || !emailProved) return;
    await attachGuestOrders(core.db, userId, provedEmail);
    await priceAlertService(flightsContext(core)).joinAccount(userId, provedEmail);
  },
};
