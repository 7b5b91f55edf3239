import { createContext, Suspense, use, useContext } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { isRemoteName, RETRY_LABEL, visuallyHiddenClass, type RemoteName, type RemotePages } from 'shared';
import type { PublishedRoute, SiteRoute } from 'shared/published-routes';
import { AppFrame } from '../frame/app-frame';
import { RetryBoundary, type RetryFallbackProps } from '../frame/retry-boundary';
import { shellPages } from '../frame/shell-pages';
import { forgetFailedLoad, remotePagesFor, RemoteLoadError } from '../remotes/remote-pages-loader';
import { fetchSiteRoutes } from '../remotes/remote-registry';
import { getRuntimeConfig } from '../config/runtime-config';
import shellRoutes from '../routes.json' with { type: 'json' };
import styles from './remote-fallback.module.css';
import { NotFoundPage } from './not-found-page';
import { PageHead, type RouteHead } from './page-head';
import { PreloadOnHover } from './preload-on-hover';
import { ScrollOnNavigation } from './scroll-on-navigation';

/*
 * The site's routes under the frame's layout: the shell's own pages, and the areas' pages as the live
 * releases published them, discovered at run time through the data router's patchRoutesOnNavigation
 * (docs/architecture.md#routes-at-run-time). An area's route renders the area's page once its code has
 * arrived, a spinner while it loads, and a fallback with 'Повторить' when it
 * cannot load.
 */

export const REMOTE_FAILED_MESSAGE = 'Не удалось загрузить раздел. Проверьте подключение и попробуйте ещё раз.';

/** What an area shows instead of its page when its code cannot be loaded; header and footer stay. */
function RemoteFallback({ message, onRetry, retrying }: RetryFallbackProps) {
  return (
    <section className={styles.fallback} role="alert" data-remote-fallback>
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
        {RETRY_LABEL}
      </button>
    </section>
  );
}

/** Shown while an area's code loads; appears only after a short delay so fast loads do not flash. */
function RemoteLoading() {
  return (
    <div className={styles.loading} aria-busy="true" aria-live="polite" data-remote-loading>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={visuallyHiddenClass}>Загрузка…</span>
    </div>
  );
}

/**
 * On the page server: the pages of the area being rendered, loaded from its server container before the
 * render (shell/src/server/render-page.tsx). In the browser there is none, and the page suspends until
 * the area's code arrives; while hydrating, React keeps the server's HTML of the page until then.
 */
export const ServerAreaPagesContext = createContext<Partial<Record<RemoteName, RemotePages>>>({});

function RemotePage({ remote, routeName }: { remote: RemoteName; routeName: string }) {
  // suspends until the area's code arrives; a rejection goes to the error boundary
  const pages = useContext(ServerAreaPagesContext)[remote] ?? use(remotePagesFor(remote));
  const Page = pages[routeName];
  if (!Page) throw new RemoteLoadError(remote, 'invalid', new Error(`${remote} has no page for route ${routeName}`));
  // the shell's mark of who rendered the route (e2e and error reports read it; remotes may change their markup freely)
  return (
    <div data-area-page={remote} data-route-name={routeName} style={{ display: 'contents' }}>
      <Page routeName={routeName} />
    </div>
  );
}

/** A route owned by a remote: its code is fetched only when the route is visited; one boundary per area. */
export function RemoteRoute({ remote, routeName }: { remote: RemoteName; routeName: string }) {
  return (
    <RetryBoundary message={REMOTE_FAILED_MESSAGE} consoleNote="Раздел не отрисован" fallback={RemoteFallback} onRetry={() => forgetFailedLoad(remote)}>
      <Suspense fallback={<RemoteLoading />}>
        <RemotePage remote={remote} routeName={routeName} />
      </Suspense>
    </RetryBoundary>
  );
}

function RootLayout() {
  return (
    <AppFrame>
      <ScrollOnNavigation />
      <PreloadOnHover />
      <PageHead />
      <Outlet />
    </AppFrame>
  );
}

const headOf = (route: PublishedRoute): RouteHead => ({ title: route.title, description: route.description, noindex: route.noindex });

/** The router's routes for the areas' published routes: each renders its area's page of the same key. */
export function areaRouteObjects(routes: readonly SiteRoute[]): RouteObject[] {
  return routes.flatMap((route) =>
    isRemoteName(route.area)
      ? [{ id: route.key, path: route.path, handle: headOf(route), element: <RemoteRoute key={route.key} remote={route.area} routeName={route.key} /> }]
      : [],
  );
}

/**
 * The shell's own pages (shell/src/routes.json) under the layout, the areas' routes already known (a
 * server-rendered page's, so the browser's first render matches the server's), and the not-found view
 * for any path no route claims.
 */
export function appRoutes(areaRoutes: readonly SiteRoute[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      children: [
        ...shellRoutes.routes.map((route) => {
          const ShellPage = shellPages[route.key];
          return {
            id: route.key,
            path: route.path,
            handle: headOf(route),
            element: ShellPage ? (
              <div data-area-page="shell" data-route-name={route.key} style={{ display: 'contents' }}>
                <ShellPage />
              </div>
            ) : (
              <NotFoundPage />
            ),
          };
        }),
        ...areaRouteObjects(areaRoutes),
        { id: 'notFound', path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * Discovers the areas' routes on the first navigation the known routes cannot answer (or answer only
 * with the not-found view): all the routes this page load runs come in one registry answer, the one
 * that also names each area's build, so a direct load waits for no request of its own. When the
 * registry cannot be read, the path gets the areas' fallback with 'Повторить' (a reload) instead of a
 * false «Страница не найдена».
 */
export function discoverAreaRoutes(fetchRoutes: () => Promise<readonly SiteRoute[]>, known: readonly SiteRoute[] = []) {
  const patched = new Set<string>(known.map((route) => route.key));
  return async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    let routes: readonly SiteRoute[];
    try {
      routes = await fetchRoutes();
    } catch {
      patch('root', [{ path, element: <RemoteFallback message={REMOTE_FAILED_MESSAGE} onRetry={() => window.location.reload()} retrying={false} /> }]);
      return;
    }
    const fresh = routes.filter((route) => !patched.has(route.key));
    for (const route of fresh) patched.add(route.key);
    if (fresh.length > 0) patch('root', areaRouteObjects(fresh));
  };
}

/**
 * The site's router (bootstrap.tsx): the shell's routes, the areas' discovered from the registry, or
 * given up front when the page is hydrated (the server rendered it with them).
 */
export function createAppRouter(areaRoutes: readonly SiteRoute[] = []) {
  return createBrowserRouter(appRoutes(areaRoutes), {
    patchRoutesOnNavigation: discoverAreaRoutes(() => fetchSiteRoutes(getRuntimeConfig().remoteLoadTimeoutMs), areaRoutes),
  });
}
