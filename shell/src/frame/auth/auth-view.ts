/** Login, its recovery sub-mode, and sign-up (product rules §2 'Authentication modal'). */
export type AuthView = 'login' | 'recovery' | 'signUp';

// apart from the forms, so the modal's title and the /login heading need no form code
export const AUTH_VIEW_TITLES: Record<AuthView, string> = {
  login: 'Вход',
  recovery: 'Восстановление пароля',
  signUp: 'Регистрация',
};
