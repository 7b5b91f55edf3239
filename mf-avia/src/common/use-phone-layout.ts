import { useSyncExternalStore } from 'react';

/** Phones: the design's mobile breakpoint (--breakpoint-mobile, 768px). */
const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const list = globalThis.matchMedia?.(PHONE_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}
