import { authMessages, isApiError, NETWORK_ERROR_MESSAGE } from 'shared';

/** What a failed login shows: one line, and for a lost connection a hint on a second line. */
export interface LoginFailure {
  message: string;
  hint?: string;
}

/**
 * Product rules §8 login failure: the server's message when it sent one; 401 → 'Логин или пароль введены неверно'; else exactly
 * 'Ошибка авторизации', with a second line when there is no connection, so nobody goes hunting for a typo.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { message: authMessages.loginGeneric };
  if (error.hasServerMessage) return { message: error.message };
  if (error.status === 401) return { message: authMessages.loginFailed };
  if (error.status === 0) return { message: authMessages.loginGeneric, hint: NETWORK_ERROR_MESSAGE };
  return { message: authMessages.loginGeneric };
}

/** Product rules §8 recovery failure: 'Некорректный Email' (or the connection message when offline). */
export function recoveryFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 0) return error.message;
  return authMessages.restorationFailed;
}

/**
 * A failed account form (new password, confirming an address): the server's own Russian message
 * when its body has one, the connection message when offline, otherwise the form's `fallback`.
 */
export function accountFormFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.hasServerMessage || error.status === 0)) return error.message;
  return fallback;
}
