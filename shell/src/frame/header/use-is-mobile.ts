import { useSyncExternalStore } from 'react';

/** Below this width the header folds its links into the menu (product rules §2 'small screens'). */
export const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(MOBILE_QUERY);
  query?.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    query?.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function isMobileNow(): boolean {
  return window.matchMedia ? window.matchMedia(MOBILE_QUERY).matches : window.innerWidth < 768;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
