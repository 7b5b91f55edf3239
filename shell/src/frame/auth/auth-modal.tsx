import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_PROPERTIES,
  authModalAtom,
  closeAuthModalAtom,
  completeLoginAtom,
  ModalDialog,
  setAuthModalModeAtom,
  trackEvent,
} from 'shared';
import { AUTH_VIEW_TITLES, type AuthView } from './auth-view';
import { loadOnDemand } from '../on-demand/load-on-demand';
import type { AuthPanelProps } from './auth-panel';

const POPUP_NAME = 'Вход и регистрация';

/**
 * The auth forms (and react-hook-form with them) are fetched when the modal opens or the person
 * points at or focuses 'Вход и регистрация', not on every first load: most visitors never log in.
 */
export const authPanelOnDemand = loadOnDemand<AuthPanelProps>(
  () => import(/* webpackChunkName: "auth-forms" */ './auth-panel').then((module) => module.AuthPanel),
  { loadingLabel: 'Загружаем форму входа', focusFirstFieldWhenReady: true },
);

const LazyAuthPanel = authPanelOnDemand.Component;
export const preloadAuthForms = authPanelOnDemand.preload;

/** The auth modal any area opens by `openAuthModalAtom` (§4): after login the callback action runs; a reason given is said under the title. */
export function AuthModal() {
  const { visible, mode, email, reason } = useAtomValue(authModalAtom);
  const close = useSetAtom(closeAuthModalAtom);
  const completeLogin = useSetAtom(completeLoginAtom);
  const setMode = useSetAtom(setAuthModalModeAtom);
  const [recovery, setRecovery] = useState(false);
  const view: AuthView = mode === 'signUp' ? 'signUp' : recovery ? 'recovery' : 'login';
  const wasVisible = useRef(false);

  useEffect(() => {
    if (visible === wasVisible.current) return;
    wasVisible.current = visible;
    trackEvent(visible ? ANALYTICS_EVENTS.popupOpened : ANALYTICS_EVENTS.popupClosed, { [ANALYTICS_PROPERTIES.popup]: POPUP_NAME });
    if (!visible) setRecovery(false);
  }, [visible]);

  function changeView(next: AuthView) {
    setRecovery(next === 'recovery');
    setMode(next === 'signUp' ? 'signUp' : 'login');
    trackEvent(ANALYTICS_EVENTS.modeChanged, { [ANALYTICS_PROPERTIES.mode]: AUTH_VIEW_TITLES[next] });
  }

  // the reason asks the person to log in, so it goes with the login form only
  const description = view === 'login' && reason ? reason : undefined;
  return (
    <ModalDialog open={visible} onClose={close} title={AUTH_VIEW_TITLES[view]} description={description}>
      {/* keyed by view: each form starts clean when the person switches */}
      <LazyAuthPanel key={view} view={view} email={email} onViewChange={changeView} onLoggedIn={() => completeLogin()} onSignedUp={close} />
    </ModalDialog>
  );
}
