import { Suspense, use } from 'react';
import { remoteNameOfArea, routeTable, type RemoteArea, type RemoteName, type RouteName } from 'shared';
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

/** A route owned by a remote: its code is fetched only when the route is visited; one boundary per area. */
export function RemoteRoute({ routeName }: { routeName: RouteName }) {
  const area = routeTable[routeName].area as RemoteArea;
  const remote = remoteNameOfArea[area];
  return (
    <RetryBoundary message={REMOTE_FAILED_MESSAGE} consoleNote="Раздел не отрисован" fallback={RemoteFallback} onRetry={() => forgetFailedLoad(remote)}>
      <Suspense fallback={<RemoteLoading />}>
        <RemotePage remote={remote} routeName={routeName} />
      </Suspense>
    </RetryBoundary>
  );
}
