import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  accountLinkParams,
  AlertText,
  ANALYTICS_EVENTS,
  authMessages,
  isApiError,
  isAuthorisedAtom,
  linkTo,
  RECOVERY_VIEW,
  signInWithUserAtom,
  Spinner,
  trackEvent,
  useDocumentTitle,
} from 'shared';
import { requestLoginByLink } from 'shared/account-requests';
import { AuthPanel } from '../auth/auth-panel';
import { AUTH_VIEW_TITLES, type AuthView } from '../auth/auth-view';
import { EmailConfirmation, EMAIL_CONFIRMATION_TITLE } from './email-confirmation';
import { NEXT_PARAM, safeNextPath } from './login-link';
import styles from './pages.module.css';

/** /login: the login form as a page, and the target of one-time login links and of confirmation links (with the password). */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const authorised = useAtomValue(isAuthorisedAtom);
  const signIn = useSetAtom(signInWithUserAtom);
  // The mailed «Восстановите его» link opens the recovery sub-mode.
  const [view, setView] = useState<AuthView>(params.get(accountLinkParams.view) === RECOVERY_VIEW ? 'recovery' : 'login');
  const [linkState, setLinkState] = useState<'idle' | 'checking' | 'failed'>(params.get(accountLinkParams.loginToken) ? 'checking' : 'idle');
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkToken = useRef(params.get(accountLinkParams.loginToken));
  const confirmationToken = params.get(accountLinkParams.confirmationToken)?.trim() ?? '';
  useDocumentTitle(confirmationToken ? EMAIL_CONFIRMATION_TITLE : AUTH_VIEW_TITLES[view]);
  const next = safeNextPath(params.get(NEXT_PARAM)) ?? linkTo('profileMain');

  /** Leaves the confirmation (a failed link, or recovery instead): the login page without its token. */
  const leaveConfirmation = (nextView: AuthView, error: string | null) => {
    setView(nextView);
    setLinkError(error);
    setParams(
      (current) => {
        current.delete(accountLinkParams.confirmationToken);
        return current;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    const token = linkToken.current;
    if (!token) return;
    linkToken.current = null;
    // The token is single-use: take it out of the address bar so a reload does not replay it.
    setParams(
      (current) => {
        current.delete(accountLinkParams.loginToken);
        return current;
      },
      { replace: true },
    );
    requestLoginByLink(token)
      .then((session) => {
        signIn(session.token, session.user);
        trackEvent(ANALYTICS_EVENTS.loginSucceeded);
        navigate(next, { replace: true });
      })
      .catch((error: unknown) => {
        setLinkState('failed');
        setLinkError(isApiError(error) && (error.status === 0 || error.status >= 500) ? error.message : authMessages.tokenInvalid);
      });
  }, [navigate, next, setParams, signIn]);

  const page = (children: ReactNode) => (
    <section className={styles.page} data-route="login">
      <div className={styles.card}>{children}</div>
    </section>
  );
  if (linkState === 'checking') return page(<Spinner label="Выполняем вход по ссылке" />);
  if (confirmationToken) {
    // The token stays in the address until it is used: a wrong password leaves the link valid.
    return page(
      <>
        <h1 className={styles.title}>{EMAIL_CONFIRMATION_TITLE}</h1>
        <EmailConfirmation
          token={confirmationToken}
          onConfirmed={() => navigate(next, { replace: true })}
          onLinkFailed={(message) => leaveConfirmation('login', message)}
          onRecover={() => leaveConfirmation('recovery', null)}
        />
      </>,
    );
  }
  return page(
    <>
      <h1 className={styles.title}>{AUTH_VIEW_TITLES[view]}</h1>
      <AlertText className={styles.error} message={linkError} />
      {authorised && view === 'login' ? (
        <div className={styles.actions}>
          <p className={styles.success} role="status">
            Вы вошли в личный кабинет.
          </p>
          <Link to={linkTo('profileOrdersList')}>Мои Заказы</Link>
        </div>
      ) : (
        <AuthPanel
          key={view}
          view={view}
          onViewChange={setView}
          onLoggedIn={() => navigate(next, { replace: true })}
          // Sign-up gives no session: the frame says to check the mail; the login form stays.
          onSignedUp={() => setView('login')}
        />
      )}
    </>,
  );
}
