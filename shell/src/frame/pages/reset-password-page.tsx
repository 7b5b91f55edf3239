import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accountLinkParams, AlertText, authMessages, Button, isApiError, openAuthModalAtom, passwordResetFormSchema, Spinner, useDocumentTitle } from 'shared';
import { checkPasswordResetLink, requestPasswordReset } from 'shared/account-requests';
import { accountFormFailureMessage } from '../auth/auth-error-messages';
import { FormTextInput } from 'shared/form-text-input';
import styles from './pages.module.css';
import { useAccountForm } from '../auth/use-account-form';

const RESET_TITLE = 'Новый пароль';

const RESET_DONE = 'Пароль изменён. Теперь войдите с новым паролем.';
const LINK_INCOMPLETE = 'Ссылка для смены пароля неполная. Запросите новую ссылку.';
const RESET_FAILED = 'Не удалось сменить пароль. Запросите новую ссылку.';

/** 404 and 410 mean the link itself is bad (unknown, used or expired); anything else may pass on a retry. */
const isDeadLink = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 410);
/** The check sends only the token, so its 400 says the token is malformed: as bad as an unknown one. */
const isDeadOnCheck = (error: unknown) => isDeadLink(error) || (isApiError(error) && error.status === 400);

/** /reset-password?token=…: a new password and its confirmation (product rules §3, §5). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get(accountLinkParams.resetToken)?.trim() ?? '';
  const openAuthModal = useSetAtom(openAuthModalAtom);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Checked when the page opens, so a used link is told before anyone types a password twice.
  const [link, setLink] = useState<'checking' | 'usable' | 'dead'>(token ? 'checking' : 'dead');
  const { control, handleSubmit, formState } = useAccountForm(passwordResetFormSchema, { password: '', passwordConfirmation: '' });

  useDocumentTitle(RESET_TITLE);
  useEffect(() => {
    if (!token) return;
    let current = true;
    setLink('checking');
    checkPasswordResetLink(token)
      // Without an answer (offline, a server error) the form stays: submitting will tell.
      .then(
        () => current && setLink('usable'),
        (error: unknown) => current && setLink(isDeadOnCheck(error) ? 'dead' : 'usable'),
      );
    return () => {
      current = false;
    };
  }, [token]);

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await requestPasswordReset(token, password);
      setDone(true);
    } catch (error) {
      if (isDeadLink(error)) setLink('dead');
      else setFailure(accountFormFailureMessage(error, RESET_FAILED));
    }
  });

  return (
    <section className={styles.page} data-route="resetPassword">
      <div className={styles.card}>
        <h1 className={styles.title}>{RESET_TITLE}</h1>
        {done ? (
          // Ours (product rules §7 give no result for PUT /users/password): success leads the person on to log in with the new password.
          <div className={styles.actions}>
            <p className={styles.success} role="status">
              {RESET_DONE}
            </p>
            <Button onClick={() => openAuthModal({ mode: 'login' })}>Войти</Button>
          </div>
        ) : link === 'checking' ? (
          <Spinner label="Проверяем ссылку" />
        ) : link === 'dead' ? (
          <div className={styles.actions}>
            <p className={styles.error} role="alert">
              {token ? authMessages.tokenInvalid : LINK_INCOMPLETE}
            </p>
            <Button variant="secondary" onClick={() => openAuthModal({ mode: 'login' })}>
              Вход и восстановление пароля
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            <FormTextInput control={control} name="password" label="Новый пароль:" type="password" nonTrimmed autoComplete="new-password" />
            <FormTextInput control={control} name="passwordConfirmation" label="Повторите пароль:" type="password" nonTrimmed autoComplete="new-password" />
            <AlertText className={styles.error} message={failure} />
            <Button type="submit" block busy={formState.isSubmitting}>
              Сохранить пароль
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
