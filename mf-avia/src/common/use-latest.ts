import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The latest value, for a callback that must stay the same object between renders (so a memoized
 * child it is passed to skips re-rendering) yet act on the value of the moment it is called: an
 * event handler runs after the commit, when the ref holds what was last rendered.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
