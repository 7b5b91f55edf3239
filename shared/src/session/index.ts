// Session state of product rules §4 'Profile', shared by every area through the shell's jotai store.
export {
  userAtom,
  isProfileLoadingAtom,
  isAuthorisedAtom,
  sessionCheckFailureAtom,
  fetchUserAtom,
  logoutAtom,
  signInWithTokenAtom,
  signInWithUserAtom,
  getCurrentUser,
} from './session-atoms';
