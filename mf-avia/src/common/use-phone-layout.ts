import { useSyncExternalStore } from 'react';

/** Phones: the design's mobile breakpoint (--breakpoint-mobile, 768px). */
const PHONE_QUERY = '(max-width: 767px)';

let phoneQuery: { madeBy: typeof globalThis.matchMedia; list: MediaQueryList } | null = null;

/**
 * One MediaQueryList for the page: React reads the snapshot on every render of every form field
 * using this hook, and each matchMedia() call parses and evaluates the query anew, which showed in
 * the filter click's profile. Made again when matchMedia itself is replaced (tests stub it).
 */
function phoneMediaQuery(): MediaQueryList | undefined {
  if (typeof globalThis.matchMedia !== 'function') return undefined;
  if (phoneQuery?.madeBy !== globalThis.matchMedia) phoneQuery = { madeBy: globalThis.matchMedia, list: globalThis.matchMedia(PHONE_QUERY) };
  return phoneQuery.list;
}

function subscribe(onChange: () => void): () => void {
  const list = phoneMediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneMediaQuery()?.matches ?? false,
    () => false,
  );
}
