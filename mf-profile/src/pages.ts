import { lazy, type ComponentType } from 'react';
import type { RemotePageProps, RemotePages } from 'shared';

// Each route's code loads when the route is visited (product rules §2: every page is loaded lazily),
// so the exposed module stays a few hundred bytes and the shell's Suspense shows its spinner meanwhile.
const page = (load: () => Promise<{ default: ComponentType<RemotePageProps> }>) => lazy(load);

/** The one module this remote exposes (`mf-profile/pages`): the page of each route the profile area owns. */
export const pages: RemotePages = {
  profileMain: page(() => import('./routes/profile-main-route')),
  profileOrdersList: page(() => import('./routes/orders-list-route')),
  profileOrderView: page(() => import('./routes/order-view-route')),
  profileOrderPaidFeatures: page(() => import('./routes/paid-features-route')),
  profilePassengers: page(() => import('./routes/passengers-route')),
  profileEdit: page(() => import('./routes/profile-edit-route')),
};
