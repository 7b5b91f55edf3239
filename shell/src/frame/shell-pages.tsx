import type { ComponentType } from 'react';
import { dispatchPreloadError } from '../router/preload-error';
import { loadOnDemand } from './on-demand/load-on-demand';

// Both pages are forms (react-hook-form and the auth requests): fetched when their route is
// visited, so no other page's first load carries them.
const loginPage = loadOnDemand(() => import(/* webpackChunkName: "login-page" */ './pages/login-page').then((module) => module.LoginPage), {
  loadingLabel: 'Загружаем страницу входа',
  onLoadFailed: dispatchPreloadError,
});
const resetPasswordPage = loadOnDemand(
  () => import(/* webpackChunkName: "reset-password-page" */ './pages/reset-password-page').then((module) => module.ResetPasswordPage),
  { loadingLabel: 'Загружаем страницу смены пароля', onLoadFailed: dispatchPreloadError },
);

/** The pages the shell renders itself, by their key in shell/src/routes.json (product rules §2 login, resetPassword). */
export const shellPages: Partial<Record<string, ComponentType>> = {
  login: loginPage.Component,
  resetPassword: resetPasswordPage.Component,
};

/** Fetches every on-demand shell page (tests render them synchronously after this). */
export function loadShellPages(): Promise<unknown> {
  return Promise.all([loginPage.load(), resetPasswordPage.load()]);
}
