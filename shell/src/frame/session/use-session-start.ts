import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { ANALYTICS_USER_PROPERTY, fetchUserAtom, identifyUser, userAtom } from 'shared';

/** Spec §4: the profile is fetched when the site starts; analytics learns who the user is. */
export function useSessionStart(): void {
  const fetchUser = useSetAtom(fetchUserAtom);
  const user = useAtomValue(userAtom);
  const fetched = useRef(false);

  useEffect(() => {
    if (fetched.current) return;
    fetched.current = true;
    void fetchUser();
  }, [fetchUser]);

  // The one place analytics learns who the user is, whichever way the session changed (modal,
  // /login link, sign-up, start-up fetch, logout button or silent logout).
  const userId = user?.email ? user.id : null;
  const identified = useRef(false);
  useEffect(() => {
    if (userId !== null) {
      identifyUser(userId, { [ANALYTICS_USER_PROPERTY]: 'Да' });
      identified.current = true;
    } else if (identified.current) {
      identifyUser(null);
      identified.current = false;
    }
  }, [userId]);
}
