import { Suspense, use, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { remoteNameOfArea, RETRY_LABEL, routeNames, routeTable, visuallyHiddenClass, type RemoteArea, type RemoteName, type RouteName } from 'shared';
import { AppFrame } from '../frame/app-frame';
import { RetryBoundary, type RetryFallbackProps } from '../frame/retry-boundary';
import { shellPages } from '../frame/shell-pages';
import { forgetFailedLoad, remotePagesFor, RemoteLoadError } from '../remotes/remote-pages-loader';
import styles from './remote-fallback.module.css';
import { NotFoundPage } from './not-found-page';
import { PageDescription } from './page-description';
import { PreloadOnHover } from './preload-on-hover';
import { ScrollOnNavigation } from './scroll-on-navigation';

/*
 * The site's routes: every entry of the route table under the frame's layout. A shell route renders the
 * shell's page; an area's route renders the area's page once its code has arrived, the early-painted page
 * or a spinner while it loads, and a fallback with 'Повторить' when it cannot load.
 */

/**
 * The content page before-bundle.js painted into the static frame (`[data-early-page]`), handed to the
 * React frame once: the shell shows it where the area's page will be until the area renders its own,
 * so the text a visitor is already reading neither flashes away nor moves (docs/architecture.md,
 * "First paint"). It holds text and plain tags only, built by that script.
 */
let taken = false;

/** The painted page for `pathname`, once per page load; null when there is none or it was taken. */
export function takeEarlyPage(pathname: string): HTMLElement | null {
  if (taken || typeof document === 'undefined') return null;
  const painted = document.querySelector<HTMLElement>('[data-static-frame] [data-early-page]');
  if (!painted || painted.dataset.earlyPage !== pathname) return null;
  taken = true;
  return painted;
}

/** Tests only: a fresh page load. */
export function resetEarlyPageForTests(): void {
  taken = false;
}

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

function RemotePage({ remote, routeName }: { remote: RemoteName; routeName: RouteName }) {
  // suspends until the area's code arrives; a rejection goes to the error boundary
  const pages = use(remotePagesFor(remote));
  const Page = pages[routeName];
  if (!Page) throw new RemoteLoadError(remote, 'invalid', new Error(`${remote} has no page for route ${routeName}`));
  // the shell's mark of who rendered the route (e2e and error reports read it; remotes may change their markup freely)
  return (
    <div data-area-page={remote} data-route-name={routeName} style={{ display: 'contents' }}>
      <Page routeName={routeName} />
    </div>
  );
}

/**
 * While the area's code loads: the page the early script already painted for this address, if any,
 * moved from the static frame into this place of the React frame (before the browser paints, so it
 * never leaves the screen); otherwise `fallback`. Taken during render, before React's first commit
 * clears the static frame away.
 */
function CarriedEarlyPage({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  const [earlyPage] = useState(() => takeEarlyPage(pathname));
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (earlyPage) holder.current?.replaceChildren(earlyPage);
  }, [earlyPage]);
  if (!earlyPage) return fallback;
  return <div ref={holder} style={{ display: 'contents' }} data-carried-early-page />;
}

/** A route owned by a remote: its code is fetched only when the route is visited; one boundary per area. */
export function RemoteRoute({ routeName }: { routeName: RouteName }) {
  const area = routeTable[routeName].area as RemoteArea;
  const remote = remoteNameOfArea[area];
  return (
    <RetryBoundary message={REMOTE_FAILED_MESSAGE} consoleNote="Раздел не отрисован" fallback={RemoteFallback} onRetry={() => forgetFailedLoad(remote)}>
      <Suspense fallback={<CarriedEarlyPage fallback={<RemoteLoading />} />}>
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
