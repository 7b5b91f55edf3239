import { useSetAtom } from 'jotai';
import { ANALYTICS_EVENTS, ANALYTICS_PROPERTIES, Button, isApiError, reportError, signUpRequestSchema, trackEvent } from 'shared';
import { requestSignUp } from 'shared/account-requests';
import { FormTextInput } from 'shared/form-text-input';
import { signUpMailSentToAtom } from './sign-up-mail-notice';
import styles from './auth.module.css';
import { useAccountForm } from './use-account-form';

export interface SignUpFormProps {
  /** The e-mail to start with. */
  email?: string;
  onSignedUp: () => void;
  onLogin: () => void;
}

export function SignUpForm({ email: initialEmail = '', onSignedUp, onLogin }: SignUpFormProps) {
  const { control, handleSubmit, formState } = useAccountForm(signUpRequestSchema, { email: initialEmail, password: '' });
  const showMailNotice = useSetAtom(signUpMailSentToAtom);

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      // The answer is the same for a new and a registered address and carries no session: the
      // mail tells which, so the modal closes and the page says to check the mail.
      await requestSignUp({ email, password });
      showMailNotice(email);
      trackEvent(ANALYTICS_EVENTS.signUpDone);
      onSignedUp();
    } catch (error) {
      // Product rules §8: a sign-up failure shows nothing and the form stays as typed; it is only logged
      // (console and error reporting), whatever the reply, an e-mail already taken included.
      console.error('Sign-up failed', error);
      reportError(error, { [ANALYTICS_PROPERTIES.source]: 'Регистрация' });
      trackEvent(ANALYTICS_EVENTS.signUpFailed, { [ANALYTICS_PROPERTIES.reason]: isApiError(error) ? error.code : 'UNKNOWN' });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormTextInput control={control} name="email" label="E-mail:" type="email" inputMode="email" autoComplete="email" />
      <FormTextInput control={control} name="password" label="Придумайте пароль:" type="password" nonTrimmed autoComplete="new-password" />
      <Button type="submit" block busy={formState.isSubmitting}>
        Зарегистрироваться
      </Button>
      <div className={styles.switch}>
        <p>Уже зарегистрированы?</p>
        <Button variant="link" onClick={onLogin}>
          Войти
        </Button>
      </div>
    </form>
  );
}
