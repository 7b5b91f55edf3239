import { lazy, type ComponentType } from 'react';
import type { RemotePageProps, RemotePages } from 'shared';

// Each route's code loads when the route is visited (product rules §2: every page is loaded lazily),
// so the exposed module stays a few hundred bytes and the shell's Suspense shows its spinner meanwhile.
// A chunk is named after its route (tooling/route-chunks.mjs): the shell's early script starts it.
const page = (load: () => Promise<{ default: ComponentType<RemotePageProps> }>) => lazy(load);

/** The one module this remote exposes (`mf-profile/pages`): the page of each route the profile area owns. */
export const pages: RemotePages = {
  profileMain: page(() => import(/* webpackChunkName: "route-profileMain" */ './routes/profile-main-route')),
  profileOrdersList: page(() => import(/* webpackChunkName: "route-profileOrdersList" */ './routes/orders-list-route')),
  profileOrderView: page(() => import(/* webpackChunkName: "route-profileOrderView" */ './routes/order-view-route')),
  profileOrderPaidFeatures: page(() => import(/* webpackChunkName: "route-profileOrderPaidFeatures" */ './routes/paid-features-route')),
  profilePassengers: page(() => import(/* webpackChunkName: "route-profilePassengers" */ './routes/passengers-route')),
  profileEdit: page(() => import(/* webpackChunkName: "route-profileEdit" */ './routes/profile-edit-route')),
};
