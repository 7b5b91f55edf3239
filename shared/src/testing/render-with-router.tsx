import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { configureApiClient } from '../api-client/api-request';

/** The API base every rendered test talks to; `fakeApi` answers whatever host is asked. */
export const TEST_API_BASE = 'http://api.test';

type Store = ReturnType<typeof createStore>;

export interface RenderWithRouterOptions {
  /** Where the memory router starts. */
  path?: string;
  /** The jotai store, as the shell provides it; a fresh one by default. */
  store?: Store;
  /** Routes tried before the catch-all that renders `ui` (the shell's own pages, an area's pages). */
  routes?: RouteObject[];
}

/** Shows where the router is, so a test can see a client-side navigation happen. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/**
 * Renders `ui` inside a memory router and a jotai store, as the shell mounts a page, with a
 * location probe beside it: `location()` reads the current path + query + hash.
 */
export function renderWithRouter(ui: ReactNode, { path = '/', store = createStore(), routes = [] }: RenderWithRouterOptions = {}) {
  configureApiClient({ baseUrl: TEST_API_BASE });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [...routes, { path: '*', element: ui }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return {
    ...view,
    store,
    router,
    /** The router's current path, query and hash as the probe shows them. */
    location: () => screen.getByTestId('location').textContent ?? '',
  };
}
