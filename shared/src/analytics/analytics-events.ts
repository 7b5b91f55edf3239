/**
 * Event names and property names of the event analytics, in Russian as product rules §1 asks.
 * One list, so dashboards keep working whichever area logs the event.
 */
export const ANALYTICS_EVENTS = {
  loginSucceeded: 'Вход выполнен',
  loginFailed: 'Ошибка входа',
  recoverySent: 'Ссылка для восстановления отправлена',
  recoveryFailed: 'Ошибка восстановления пароля',
  signUpDone: 'Регистрация завершена',
  signUpFailed: 'Ошибка регистрации',
  popupOpened: 'Окно открыто',
  popupClosed: 'Окно закрыто',
  modeChanged: 'Режим изменён',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export const ANALYTICS_PROPERTIES = {
  popup: 'Окно',
  mode: 'Режим',
  reason: 'Причина',
  source: 'Источник',
} as const;

/** The one user property we set (product rules §1): whether the person is signed in. */
export const ANALYTICS_USER_PROPERTY = 'Авторизован';
