import { configure } from '@testing-library/react';
import { createStore } from 'jotai';
import { Suspense } from 'react';
import { routesOfArea, routeTable, signInWithUserAtom, type User } from 'shared';
import { renderWithRouter, sampleOrder, sampleUser } from 'shared/testing';
import { pages } from '../pages';

// The machine is shared by several builds: give the loader's throttled pages time to arrive.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders the profile area as the shell mounts it: every route of the area from the one route
 * table, each page from `pages` inside a Suspense, and the session signed in unless `user` is null.
 */
export function renderProfile(path: string, { user = sampleUser as User | null } = {}) {
  const store = createStore();
  if (user) store.set(signInWithUserAtom, 'jwt', user);
  const routes = routesOfArea('profile').map((routeName) => {
    const Page = pages[routeName]!;
    return {
      path: routeTable[routeName].path,
      element: (
        <Suspense fallback={<p>route code loading</p>}>
          <Page routeName={routeName} />
        </Suspense>
      ),
    };
  });
  return renderWithRouter(<p>not a profile route</p>, { path, store, routes });
}

/** An order of the list: a fresh uuid and a departure date per index, the rest from the sample. */
export function orderNumber(index: number, overrides: Partial<typeof sampleOrder> = {}) {
  return { ...sampleOrder, orderUuid: `o-${index}`, ...overrides };
}

/** Loads every route's code once before the tests, so the first test does not wait on the transform. */
export async function preloadProfileRoutes(): Promise<void> {
  await Promise.all([
    import('../profile-page'),
    import('../profile-main/profile-main-page'),
    import('../orders/orders-list'),
    import('../order-view/order-view-page'),
    import('../paid-features/paid-features-page'),
    import('../passengers/passengers-page'),
    import('../profile-edit/profile-edit-page'),
    import('../price-alerts/price-alerts-page'),
  ]);
}
