import type { ComponentType } from 'react';
import { lazyPages } from 'shared';

type ProfilePageModule = typeof import('./profile-page');

/**
 * Every profile page is the owner's only, inside the profile's layout. Each route imports the layout
 * beside its page, so both come in the route's one chunk (named after the route by the build).
 */
const inProfile = (layout: Promise<ProfilePageModule>, page: Promise<ComponentType>, sectionsOnPhone = false) =>
  Promise.all([layout, page]).then(([{ inProfilePage }, Page]) => inProfilePage(Page, sectionsOnPhone));

/** The one module this remote exposes (`mf-profile/pages`): the page of each route the profile area owns. */
export const pages = lazyPages({
  // on phones the main page puts the sections above the orders (product rules §2)
  profileMain: () =>
    inProfile(
      import('./profile-page'),
      import('./profile-main/profile-main-page').then((m) => m.ProfileMainPage),
      true,
    ),
  profileOrdersList: () =>
    inProfile(
      import('./profile-page'),
      import('./orders/orders-list').then((m) => m.OrdersList),
    ),
  profileOrderView: () =>
    inProfile(
      import('./profile-page'),
      import('./order-view/order-view-page').then((m) => m.OrderViewPage),
    ),
  profileOrderPaidFeatures: () =>
    inProfile(
      import('./profile-page'),
      import('./paid-features/paid-features-page').then((m) => m.PaidFeaturesPage),
    ),
  profilePassengers: () =>
    inProfile(
      import('./profile-page'),
      import('./passengers/passengers-page').then((m) => m.PassengersPage),
    ),
  profileEdit: () =>
    inProfile(
      import('./profile-page'),
      import('./profile-edit/profile-edit-page').then((m) => m.ProfileEditPage),
    ),
  profilePriceAlerts: () =>
    inProfile(
      import('./profile-page'),
      import('./price-alerts/price-alerts-page').then((m) => m.PriceAlertsPage),
    ),
});
