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

  const userId = user?.email ? user.id : null;
  useEffect(() => {
    if (userId !== null) identifyUser(userId, { [ANALYTICS_USER_PROPERTY]: 'Да' });
  }, [userId]);
}
