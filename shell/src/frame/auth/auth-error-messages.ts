import { authMessages, isApiError } from 'shared';

/**
 * Spec §8 login failure: the server's message when its body has one; 401 → 'Логин или пароль
 * введены неверно'; otherwise 'Ошибка авторизации'. With no connection at all we say so
 * instead, since 'Ошибка авторизации' would send the person hunting for a typo.
 */
export function loginFailureMessage(error: unknown): string {
  if (!isApiError(error)) return authMessages.loginGeneric;
  if (error.status === 0) return error.message;
  if (error.hasServerMessage) return error.message;
  if (error.status === 401) return authMessages.loginFailed;
  return authMessages.loginGeneric;
}

/** Spec §8 recovery failure: 'Некорректный Email' (or the connection message when offline). */
export function recoveryFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 0) return error.message;
  return authMessages.restorationFailed;
}
