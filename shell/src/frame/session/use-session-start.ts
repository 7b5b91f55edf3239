import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { fetchUserAtom } from 'shared';

/** The profile is fetched when the site starts (product rules §4 Profile); analytics identity follows the session atoms. */
export function useSessionStart(): void {
  const fetchUser = useSetAtom(fetchUserAtom);
  const fetched = useRef(false);

  useEffect(() => {
    if (fetched.current) return;
    fetched.current = true;
    void fetchUser();
  }, [fetchUser]);
}
