import { useState } from 'react';
import { AlertText, ANALYTICS_EVENTS, ANALYTICS_PROPERTIES, authMessages, Button, restorationRequestSchema, trackEvent } from 'shared';
import { requestRestoration } from 'shared/account-requests';
import { FormTextInput } from 'shared/form-text-input';
import { recoveryFailureMessage } from './auth-error-messages';
import styles from './auth.module.css';
import { useAccountForm } from './use-account-form';

/** Recovery sub-mode of login (product rules §2): e-mail only, 'Восстановить', 'Назад'. */
export function RecoveryForm({ onBack }: { onBack: () => void }) {
  const { control, handleSubmit, formState } = useAccountForm(restorationRequestSchema, { email: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestRestoration(email);
      setSent(true);
      trackEvent(ANALYTICS_EVENTS.recoverySent);
    } catch (error) {
      const message = recoveryFailureMessage(error);
      setFailure(message);
      trackEvent(ANALYTICS_EVENTS.recoveryFailed, { [ANALYTICS_PROPERTIES.reason]: message });
    }
  });

  if (sent) {
    // Product rules §4: success replaces the form with a confirmation.
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status">
          {authMessages.restorationSent}
        </p>
        <Button variant="secondary" onClick={onBack}>
          Назад
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormTextInput control={control} name="email" label="E-mail:" type="email" inputMode="email" autoComplete="email" />
      <AlertText className={styles.formError} message={failure} />
      <Button type="submit" block busy={formState.isSubmitting}>
        Восстановить
      </Button>
      <div className={styles.switch}>
        <Button variant="link" onClick={onBack}>
          Назад
        </Button>
      </div>
    </form>
  );
}
