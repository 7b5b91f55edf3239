// The auth modal's state (product rules §4): any area opens it, optionally with an action by name to run after
// login; the area registers that action's handler here, so the shell runs it without knowing the area's code.
import { atom, type Getter, type Setter } from 'jotai';

/**
 * What to do after a login, by name (product rules §4: callback action {name, payload}): plain data in the modal state, the handler
 * registered by the area that opened the modal, so the shell runs it without knowing the area's code.
 */
export interface AuthCallbackAction {
  name: string;
  payload?: unknown;
}

export type AuthCallbackHandler = (payload: unknown, store: { get: Getter; set: Setter }) => void | Promise<void>;

const handlers = new Map<string, AuthCallbackHandler>();

/** Registers the handler of a callback name; returns a function that removes it again. */
export function registerAuthCallback(name: string, handler: AuthCallbackHandler): () => void {
  handlers.set(name, handler);
  return () => {
    if (handlers.get(name) === handler) handlers.delete(name);
  };
}

function authCallbackHandler(name: string): AuthCallbackHandler | undefined {
  return handlers.get(name);
}

/** Product rules §4: modes login and sign-up (recovery is a sub-mode inside login). */
export type AuthModalMode = 'login' | 'signUp';

interface AuthModalState {
  visible: boolean;
  mode: AuthModalMode;
  callback: AuthCallbackAction | null;
  /** An e-mail to fill in (the order's e-mail when a guest is invited to sign up); empty for none. */
  email: string;
  /** Why an action asks for login, shown above the login form (the saved-passenger picker's); empty for none. */
  reason: string;
}

const authModalStateAtom = atom<AuthModalState>({ visible: false, mode: 'login', callback: null, email: '', reason: '' });

/** Read-only view of the auth modal: visible, mode, callback, e-mail and reason. */
export const authModalAtom = atom((get) => get(authModalStateAtom));

/** Any area opens the modal, optionally with the action to run after login and the reason to say why. */
export const openAuthModalAtom = atom(
  null,
  (_get, set, options: { mode?: AuthModalMode; callback?: AuthCallbackAction | null; email?: string; reason?: string } = {}) => {
    set(authModalStateAtom, {
      visible: true,
      mode: options.mode ?? 'login',
      callback: options.callback ?? null,
      email: options.email ?? '',
      reason: options.reason ?? '',
    });
  },
);

export const setAuthModalModeAtom = atom(null, (get, set, mode: AuthModalMode) => {
  set(authModalStateAtom, { ...get(authModalStateAtom), mode });
});

/** Closing clears the callback (product rules §4) and the reason that came with it. */
export const closeAuthModalAtom = atom(null, (get, set) => {
  set(authModalStateAtom, { ...get(authModalStateAtom), visible: false, callback: null, reason: '' });
});

/**
 * After a successful login: run the callback action if one was set, then close (product rules §4).
 * A failing handler is reported to the console and does not keep the modal open.
 */
export const completeLoginAtom = atom(null, async (get, set) => {
  const callback = get(authModalStateAtom).callback;
  if (callback) {
    const handler = authCallbackHandler(callback.name);
    if (!handler) console.warn(`No handler registered for the auth callback '${callback.name}'`);
    try {
      await handler?.(callback.payload, { get, set });
    } catch (error) {
      console.error(`Auth callback '${callback.name}' failed`, error);
    }
  }
  set(closeAuthModalAtom);
});
