import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { configureApiClient } from 'shared';
import { beforeAll } from 'vitest';
import { AppFrame } from '../app-frame';
import { authPanelOnDemand } from '../auth/lazy-auth-panel';
import { loadShellPages, shellPages } from '../shell-pages';

// The auth forms and the shell pages load on demand; every file rendering the app fetches them
// first, so its assertions see the forms as a returning visitor (code already fetched) would.
beforeAll(() => Promise.all([authPanelOnDemand.load(), loadShellPages()]));

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{location.pathname + location.search}</div>;
}

/** Renders a tree inside a memory router and a fresh jotai store, as the shell does. */
export function renderInApp(ui: ReactNode, { path = '/', withFrame = false } = {}) {
  configureApiClient({ baseUrl: 'http://api.test' });
  const store = createStore();
  const page = (content: ReactNode) => (withFrame ? <AppFrame>{content}<LocationProbe /></AppFrame> : <>{content}<LocationProbe /></>);
  const LoginPage = shellPages.login!;
  const ResetPasswordPage = shellPages.resetPassword!;
  const router = createMemoryRouter(
    [
      { path: '/login', element: page(<LoginPage />) },
      { path: '/reset-password', element: page(<ResetPasswordPage />) },
      { path: '*', element: page(ui) },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
