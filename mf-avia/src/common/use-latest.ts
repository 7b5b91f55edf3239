import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The latest value, for a callback that stays the same object between renders (so a memoized child skips them) yet acts on the
 * value of the moment: an event handler runs after the commit, when the ref holds what was last rendered.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
