import { atom } from 'jotai';
import { ANALYTICS_USER_PROPERTY, identifyUser } from '../analytics';
import { isApiError, readAuthToken, removeAuthToken, saveAuthToken } from '../api-client';
import type { User } from '../accounts/account-schemas';
import { getCurrentUser } from '../accounts/api/get-current-user';

// Product rules §4 'Profile': the user is empty or loaded, plus a loading flag. The primitive atoms stay
// private so that every area changes the session only through the actions below.
const userValueAtom = atom<User | null>(null);
const loadingValueAtom = atom(false);
/** Only the newest profile fetch may write its answer (a login can race the start-up fetch). */
const fetchGenerationAtom = atom(0);

/**
 * Every change of the user goes through here, so analytics knows who acts before the next event
 * is logged (product rules §1: a user id as text) and forgets them on any logout, silent ones included.
 */
const storeUserAtom = atom(null, (get, set, user: User | null) => {
  const wasAuthorised = Boolean(get(userValueAtom)?.email);
  set(userValueAtom, user);
  if (user?.email) identifyUser(user.id, { [ANALYTICS_USER_PROPERTY]: 'Да' });
  else if (wasAuthorised) identifyUser(null);
});

export const userAtom = atom((get) => get(userValueAtom));
export const isProfileLoadingAtom = atom((get) => get(loadingValueAtom));
/** Product rules §4: authorised when the e-mail is non-empty. */
export const isAuthorisedAtom = atom((get) => Boolean(get(userValueAtom)?.email.trim()));

/** Logout removes the stored token and clears the user (product rules §4). */
export const logoutAtom = atom(null, (get, set) => {
  removeAuthToken();
  set(fetchGenerationAtom, get(fetchGenerationAtom) + 1);
  set(storeUserAtom, null);
  set(loadingValueAtom, false);
});

/**
 * Loads the current user (`GET /private/login`). Without a stored token there is nobody to
 * load, so no request is made. On failure the user is logged out silently — the console note
 * 'Unauthorized' is the only trace (product rules §8). A network or server failure clears the user but
 * keeps the token, so a temporary outage does not sign the person out for good.
 */
export const fetchUserAtom = atom(null, async (get, set): Promise<User | null> => {
  const generation = get(fetchGenerationAtom) + 1;
  set(fetchGenerationAtom, generation);
  if (!readAuthToken()) {
    set(storeUserAtom, null);
    set(loadingValueAtom, false);
    return null;
  }
  set(loadingValueAtom, true);
  try {
    const user = await getCurrentUser();
    if (get(fetchGenerationAtom) !== generation) return get(userValueAtom);
    set(storeUserAtom, user);
    set(loadingValueAtom, false);
    return user;
  } catch (error) {
    if (get(fetchGenerationAtom) !== generation) return get(userValueAtom);
    console.log('Unauthorized');
    const outage = isApiError(error) && (error.status === 0 || error.status >= 500);
    if (outage) {
      set(storeUserAtom, null);
      set(loadingValueAtom, false);
    } else {
      set(logoutAtom);
    }
    return null;
  }
});

/** Stores a fresh token, then loads the user it belongs to (product rules §7 login_check). */
export const signInWithTokenAtom = atom(null, async (_get, set, token: string): Promise<User | null> => {
  saveAuthToken(token);
  return set(fetchUserAtom);
});

/** Stores a token that came together with its user (product rules §7 login_token), no extra fetch. */
export const signInWithUserAtom = atom(null, (get, set, token: string, user: User) => {
  saveAuthToken(token);
  set(fetchGenerationAtom, get(fetchGenerationAtom) + 1);
  set(storeUserAtom, user);
  set(loadingValueAtom, false);
});
