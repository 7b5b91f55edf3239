import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { routeNames, routeTable, type RouteName } from 'shared';
import { AppFrame } from '../frame/app-frame';
import { shellPages } from '../frame/shell-pages';
import { RemoteRoute } from '../remotes/remote-route';
import { NotFoundPage } from './not-found-page';
import { PageDescription } from './page-description';
import { PreloadOnHover } from './preload-on-hover';
import { ScrollOnNavigation } from './scroll-on-navigation';

function RootLayout() {
  return (
    <AppFrame>
      <ScrollOnNavigation />
      <PreloadOnHover />
      <PageDescription />
      <Outlet />
    </AppFrame>
  );
}

function routeElement(name: RouteName) {
  if (routeTable[name].area === 'shell') {
    const ShellPage = shellPages[name];
    if (!ShellPage) return <NotFoundPage />;
    return (
      <div data-area-page="shell" data-route-name={name} style={{ display: 'contents' }}>
        <ShellPage />
      </div>
    );
  }
  // keyed by route: each route gets its own error boundary state
  return <RemoteRoute key={name} routeName={name} />;
}

/** Every path of the route table under one layout (header, footer, modals from the frame). */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...routeNames.map((name) => ({ id: name, path: routeTable[name].path, element: routeElement(name) })),
        { id: 'notFound', path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

let routesOfTheSite: RouteObject[] | undefined;

/**
 * The site's routes, rendered inside the shell's `<BrowserRouter>` (bootstrap.tsx). Declarative routing on
 * purpose: nothing here needs loaders, actions or blockers, and react-router's data router would add
 * its code to every page (tooling/shared-entries/react-router-browser.mjs).
 */
export function AppRoutes() {
  routesOfTheSite ??= appRoutes();
  return useRoutes(routesOfTheSite);
}
