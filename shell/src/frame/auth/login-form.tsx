import { useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_PROPERTIES,
  authMessages,
  Button,
  isApiError,
  loginRequestSchema,
  logoutAtom,
  reportError,
  signInWithTokenAtom,
  trackEvent,
} from 'shared';
import { requestLoginToken } from 'shared/account-requests';
import { FormTextInput } from 'shared/form-text-input';
import { loginFailure, type LoginFailure } from './auth-error-messages';
import styles from './auth.module.css';
import { useAccountForm } from './use-account-form';

export interface LoginFormProps {
  /** Runs after the token is stored and the user loaded (the modal runs its callback and closes). */
  onLoggedIn: () => void | Promise<void>;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

export function LoginForm({ onLoggedIn, onForgotPassword, onSignUp }: LoginFormProps) {
  const { control, handleSubmit, formState } = useAccountForm(loginRequestSchema, { email: '', password: '' });
  const signIn = useSetAtom(signInWithTokenAtom);
  const logout = useSetAtom(logoutAtom);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  function fail(shown: LoginFailure) {
    setFailure(shown);
    trackEvent(ANALYTICS_EVENTS.loginFailed, { [ANALYTICS_PROPERTIES.reason]: shown.message });
  }

  const submit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const token = await requestLoginToken(credentials);
      const user = await signIn(token);
      if (!user) {
        fail({ message: authMessages.loginGeneric });
        return;
      }
      trackEvent(ANALYTICS_EVENTS.loginSucceeded);
      await onLoggedIn();
    } catch (error) {
      // Product rules §4: a reply without a token (the schema refuses it) is a failure and logs out.
      if (isApiError(error) && error.code === 'INVALID_RESPONSE') logout();
      fail(loginFailure(error));
      // The reporter drops 401 (a mistyped password is not a fault); anything else is worth a look.
      reportError(error, { [ANALYTICS_PROPERTIES.source]: 'Вход' });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormTextInput control={control} name="email" label="E-mail:" type="email" inputMode="email" autoComplete="username" />
      <FormTextInput control={control} name="password" label="Пароль:" type="password" nonTrimmed />
      <div className={styles.row}>
        <Button variant="link" onClick={onForgotPassword}>
          Забыли пароль?
        </Button>
      </div>
      {failure && (
        <div className={styles.formError} role="alert">
          <p data-login-failure>{failure.message}</p>
          {failure.hint && <p className={styles.formErrorHint}>{failure.hint}</p>}
        </div>
      )}
      <Button type="submit" block busy={formState.isSubmitting}>
        Войти
      </Button>
      <div className={styles.switch}>
        <p>Впервые у нас?</p>
        <Button variant="link" onClick={onSignUp}>
          Зарегистрироваться
        </Button>
      </div>
    </form>
  );
}
