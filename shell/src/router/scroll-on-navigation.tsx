import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Product rules §2: scroll position is kept when the path stays the same, otherwise the page goes to the top. */
export function ScrollOnNavigation() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
