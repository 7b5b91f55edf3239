import { loadOnDemand } from '../on-demand/load-on-demand';
import type { AuthPanelProps } from './auth-panel';

/**
 * The auth forms (and react-hook-form with them) are fetched when the modal opens or the person
 * points at or focuses 'Вход и регистрация', not on every first load: most visitors never log in.
 */
export const authPanelOnDemand = loadOnDemand<AuthPanelProps>(
  () => import(/* webpackChunkName: "auth-forms" */ './auth-panel').then((module) => module.AuthPanel),
  { loadingLabel: 'Загружаем форму входа', focusFirstFieldWhenReady: true },
);

export const LazyAuthPanel = authPanelOnDemand.Component;
export const preloadAuthForms = authPanelOnDemand.preload;
