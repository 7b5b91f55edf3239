import { lazy } from 'react';
import type { RemotePages } from 'shared';
import { paymentPages } from './payment/payment-pages';

// Each page is its own chunk, named after its route (tooling/route-chunks.mjs): the home page does not
// carry the results code, nor the reverse.
// The shell's Suspense boundary around remote pages covers their loading.
const HomePage = lazy(() => import(/* webpackChunkName: "route-index" */ './home/home-page').then((m) => ({ default: m.HomePage })));
const SearchPage = lazy(() => import(/* webpackChunkName: "route-search" */ './results/search-page').then((m) => ({ default: m.SearchPage })));
// The booking page brings react-hook-form and the passenger form (shared/passenger-form) with it.
const BookingPage = lazy(() => import(/* webpackChunkName: "route-booking" */ './booking/booking-page').then((m) => ({ default: m.BookingPage })));
const DeepLinkPage = lazy(() => import(/* webpackChunkName: "route-deepLink" */ './deep-links/deep-link-page').then((m) => ({ default: m.DeepLinkPage })));

/** The one module this remote exposes (`mf-avia/pages`): the page of each route the avia area owns. */
export const pages: RemotePages = {
  index: HomePage,
  search: SearchPage,
  deepLink: DeepLinkPage,
  booking: BookingPage,
  ...paymentPages,
};
