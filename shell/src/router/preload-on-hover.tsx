import { useEffect } from 'react';
import { matchRoutes } from 'react-router-dom';
import { remoteNameOfArea, routeNames, routeTable, type RemoteArea } from 'shared';
import { preloadRemotePages } from '../remotes/remote-pages-loader';

const remoteRoutes = routeNames
  .filter((name) => routeTable[name].area !== 'shell')
  .map((name) => ({ path: routeTable[name].path, area: routeTable[name].area as RemoteArea }));

/** Fetches an area's code when the pointer or focus reaches a link to it, so the click feels instant. */
export function PreloadOnHover() {
  useEffect(() => {
    function preloadLinkTarget(event: Event) {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const match = matchRoutes(remoteRoutes, link.pathname)?.[0];
      if (match) preloadRemotePages(remoteNameOfArea[match.route.area]);
    }
    document.addEventListener('pointerover', preloadLinkTarget, { passive: true });
    document.addEventListener('focusin', preloadLinkTarget);
    return () => {
      document.removeEventListener('pointerover', preloadLinkTarget);
      document.removeEventListener('focusin', preloadLinkTarget);
    };
  }, []);
  return null;
}
