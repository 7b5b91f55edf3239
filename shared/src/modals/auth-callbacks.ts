import type { Getter, Setter } from 'jotai';

/**
 * What to do after a successful login, by name (product rules §4: callback action {name, payload}).
 * Plain data travels in the auth modal state; the area that opened the modal registers the
 * handler under the name, so the shell runs it without knowing any area's code.
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

export function authCallbackHandler(name: string): AuthCallbackHandler | undefined {
  return handlers.get(name);
}
