import { useSyncExternalStore } from 'react';

/** The phone breakpoint (§2): up to 767 px. CSS cannot read it, so area CSS writes 767/768 px and `tooling/lint-area-css.mjs` rejects other widths. */
export const PHONE_MAX_WIDTH_PX = 767;
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;

let phoneQuery: { madeBy: typeof globalThis.matchMedia; list: MediaQueryList } | null = null;

/**
 * One MediaQueryList for the page: every form field using the hook reads the snapshot on each render,
 * and each matchMedia() call parses the query anew. Made again when matchMedia itself is replaced (tests stub it).
 */
function phoneMediaQuery(): MediaQueryList | undefined {
  if (typeof globalThis.matchMedia !== 'function') return undefined;
  if (phoneQuery?.madeBy !== globalThis.matchMedia) phoneQuery = { madeBy: globalThis.matchMedia, list: globalThis.matchMedia(PHONE_MEDIA_QUERY) };
  return phoneQuery.list;
}

function subscribe(onChange: () => void): () => void {
  const list = phoneMediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a phone-sized screen: the header folds its links into the menu, pickers open full screen. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneMediaQuery()?.matches ?? false,
    () => false,
  );
}
