import { useEffect } from 'react';
import { matchRoutes } from 'react-router-dom';
import { isRemoteName } from 'shared';
import { preloadRemotePages } from '../remotes/remote-pages-loader';
import { siteRoutesKnown } from '../remotes/remote-registry';

/** Fetches an area's code when the pointer or focus reaches a link to it, so the click feels instant. */
export function PreloadOnHover() {
  useEffect(() => {
    function preloadLinkTarget(event: Event) {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      // the routes of this page load, once the registry has answered (it has, by the time anything is hovered)
      const area = matchRoutes([...siteRoutesKnown()], link.pathname)?.[0]?.route.area;
      if (area && isRemoteName(area)) preloadRemotePages(area);
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
