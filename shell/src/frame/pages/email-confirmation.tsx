import { useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  AlertText,
  ANALYTICS_EVENTS,
  ANALYTICS_PROPERTIES,
  authMessages,
  Button,
  emailConfirmationFormSchema,
  isApiError,
  reportError,
  signInWithUserAtom,
  trackEvent,
} from 'shared';
import { requestEmailConfirmation } from 'shared/account-requests';
import { accountFormFailureMessage } from '../auth/auth-error-messages';
import { FormTextInput } from 'shared/form-text-input';
import styles from './pages.module.css';
import { useAccountForm } from '../auth/use-account-form';

export const EMAIL_CONFIRMATION_TITLE = 'Подтверждение e-mail';
const CONFIRMATION_FAILED = 'Не удалось подтвердить адрес. Попробуйте ещё раз.';

export interface EmailConfirmationProps {
  /** The token of the mailed link (`/login?confirmationToken=…`). */
  token: string;
  /** Signed in: the page goes on. */
  onConfirmed: () => void;
  /** The link is unknown, used or expired: the page shows `message` with the login form. */
  onLinkFailed: (message: string) => void;
  /** For someone who does not know the password: password recovery. */
  onRecover: () => void;
}

/**
 * The mailed confirmation link (sign-up, a new e-mail) asks for the account's password: the address is confirmed and guest data
 * joins only when mailbox and password are one person's (§D Accounts). A wrong password leaves the link usable.
 */
export function EmailConfirmation({ token, onConfirmed, onLinkFailed, onRecover }: EmailConfirmationProps) {
  const signIn = useSetAtom(signInWithUserAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useAccountForm(emailConfirmationFormSchema, { password: '' });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const session = await requestEmailConfirmation(token, password);
      signIn(session.token, session.user);
      trackEvent(ANALYTICS_EVENTS.loginSucceeded);
      onConfirmed();
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 410)) {
        onLinkFailed(authMessages.tokenInvalid);
        return;
      }
      // 401 (a wrong password), 409 (the new e-mail was taken) and 429 carry the server's message.
      setFailure(accountFormFailureMessage(error, CONFIRMATION_FAILED));
      if (!isApiError(error) || error.status === 0 || error.status >= 500) reportError(error, { [ANALYTICS_PROPERTIES.source]: EMAIL_CONFIRMATION_TITLE });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.message}>
        Чтобы подтвердить адрес и войти, введите пароль от аккаунта — тот, что задали при регистрации. Так мы убедимся, что почта и аккаунт принадлежат одному
        человеку: только тогда к аккаунту присоединятся ваши заказы и избранное.
      </p>
      <FormTextInput control={control} name="password" label="Пароль:" type="password" nonTrimmed autoComplete="current-password" />
      <AlertText className={styles.error} message={failure} />
      <Button type="submit" block busy={formState.isSubmitting}>
        Подтвердить и войти
      </Button>
      <p className={styles.hint}>
        Не регистрировались или не помните пароль?{' '}
        <Button variant="link" onClick={onRecover}>
          Восстановите пароль
        </Button>
      </p>
    </form>
  );
}
