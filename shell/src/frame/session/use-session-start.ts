import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { fetchUserAtom } from 'shared';

/** Spec §4: the profile is fetched when the site starts (analytics identity follows the session atoms). */
export function useSessionStart(): void {
  const fetchUser = useSetAtom(fetchUserAtom);
  const fetched = useRef(false);

  useEffect(() => {
    if (fetched.current) return;
    fetched.current = true;
    void fetchUser();
  }, [fetchUser]);
}
