import { Suspense, use, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { remoteNameOfArea, routeTable, type RemoteArea, type RemoteName, type RouteName } from 'shared';
import { takeEarlyPage } from '../boot/early-page';
import { RetryBoundary } from '../frame/retry-boundary';
import { REMOTE_FAILED_MESSAGE, RemoteFallback, RemoteLoading } from './remote-fallback';
import { forgetFailedLoad, remotePagesFor, RemoteLoadError } from './remote-pages-loader';

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
