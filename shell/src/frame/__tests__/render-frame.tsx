import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { configureApiClient } from 'shared';
import { AppFrame } from '../app-frame';
import { shellPages } from '../shell-pages';

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
