import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isProfileLoadingAtom, userAtom } from 'shared';
import { loadWishlistAtom, wishlistStatusAtom } from './wishlist-atoms';

/**
 * Keeps the wishlist loaded for whoever is signed in: the first tour page loads it, signing in or out loads the other owner's
 * (the anonymous one joins on the server). Waits for the profile, so a signed-in visit loads once.
 */
export function useWishlistLoaded() {
  const status = useAtomValue(wishlistStatusAtom);
  const profileLoading = useAtomValue(isProfileLoadingAtom);
  const owner = useAtomValue(userAtom)?.email ?? '';
  const load = useSetAtom(loadWishlistAtom);

  useEffect(() => {
    if (profileLoading) return;
    if (status.owner !== owner || status.status === 'idle') void load(owner);
  }, [profileLoading, owner, status.owner, status.status, load]);

  return { ...status, retry: () => void load(owner) };
}
