// The session of product rules §4 in one module: the signed-in user as atoms every area shares, the
// only actions that change it, and the session check that asks the API whom the stored token belongs to.
import { atom } from 'jotai';
import { ANALYTICS_USER_PROPERTY, identifyUser } from '../analytics';
import { apiGet, isApiError, readAuthToken, removeAuthToken, saveAuthToken } from '../api-client';
import { userSchema, type User } from '../accounts/account-schemas';
import { failureMessage } from '../ui/failure-message';

/** GET /private/login: whom the stored token belongs to. */
export function getCurrentUser(signal?: AbortSignal) {
  return apiGet('/private/login', { schema: userSchema, signal });
}

// Product rules §4 'Profile': the user is empty or loaded, plus a loading flag. The primitive atoms stay
// private so that every area changes the session only through the actions below.
const userValueAtom = atom<User | null>(null);
const loadingValueAtom = atom(false);
/** Why the last session check could not say who is signed in (its Russian message), or null. */
const checkFailureValueAtom = atom<string | null>(null);
/** Only the newest profile fetch may write its answer (a login can race the start-up fetch). */
const fetchGenerationAtom = atom(0);

/** Every change of the user goes through here, so analytics knows who acts (product rules §1) and forgets them on any logout. */
const storeUserAtom = atom(null, (get, set, user: User | null) => {
  const wasAuthorised = Boolean(get(userValueAtom)?.email);
  set(userValueAtom, user);
  set(checkFailureValueAtom, null);
  if (user?.email) identifyUser(user.id, { [ANALYTICS_USER_PROPERTY]: 'Да' });
  else if (wasAuthorised) identifyUser(null);
});

export const userAtom = atom((get) => get(userValueAtom));
export const isProfileLoadingAtom = atom((get) => get(loadingValueAtom));
/** Product rules §4: authorised when the e-mail is non-empty. */
export const isAuthorisedAtom = atom((get) => Boolean(get(userValueAtom)?.email.trim()));
/** Set while a kept token could not be checked (no connection, 5xx, unreadable answer): not known as signed out, pages offer 'Повторить'. */
export const sessionCheckFailureAtom = atom((get) => get(checkFailureValueAtom));

/** Logout removes the stored token and clears the user (product rules §4). */
export const logoutAtom = atom(null, (get, set) => {
  removeAuthToken();
  set(fetchGenerationAtom, get(fetchGenerationAtom) + 1);
  set(storeUserAtom, null);
  set(loadingValueAtom, false);
});

/**
 * Loads the current user (`GET /private/login`), no request without a stored token. Only a 401 signs out, silently, with
 * the console note 'Unauthorized' (product rules §8); any other failure keeps the token and user and records why in
 * `sessionCheckFailureAtom`, so an outage neither signs the person out nor shows them as a guest.
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
    if (isApiError(error) && error.status === 401) {
      console.log('Unauthorized');
      set(logoutAtom);
      return null;
    }
    set(checkFailureValueAtom, failureMessage(error));
    set(loadingValueAtom, false);
    return get(userValueAtom);
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
