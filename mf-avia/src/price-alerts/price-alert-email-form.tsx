import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertText, Button, failureMessage } from 'shared';
import { FormTextInput } from 'shared/form-text-input';
import { createPriceAlert, createPriceAlertRequestSchema } from 'shared/price-alerts';
import * as v from 'valibot';
import { PRICE_ALERT_TEXTS } from './price-alert-texts';
import styles from './price-alert.module.css';

/** The API's body with the e-mail required: an anonymous traveller must say where to write. */
const anonymousRequestSchema = v.required(createPriceAlertRequestSchema, ['email']);

export interface PriceAlertEmailFormProps {
  searchString: string;
  /** The API took the address: a confirmation mail is on its way, `watchToken` reads the state later. */
  onPending: (watchToken: string, email: string) => void;
  onCancel: () => void;
}

/** An anonymous traveller's e-mail for a price alert (double opt-in: only the confirmation goes out until followed); its own chunk, so react-hook-form loads on demand. */
export default function PriceAlertEmailForm({ searchString, onPending, onCancel }: PriceAlertEmailFormProps) {
  const { control, handleSubmit, formState, setFocus } = useForm({
    resolver: valibotResolver(anonymousRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { searchString, email: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  // The form takes the place of the button that opened it: focus goes on to what it asks for.
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const pending = await createPriceAlert(body);
      if ('watchToken' in pending) onPending(pending.watchToken, body.email);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={PRICE_ALERT_TEXTS.watch}>
      <p className={styles.hint}>{PRICE_ALERT_TEXTS.watchHint}</p>
      <FormTextInput control={control} name="email" label={PRICE_ALERT_TEXTS.emailLabel} type="email" inputMode="email" autoComplete="email" />
      <AlertText className={styles.error} message={failure} />
      <div className={styles.buttons}>
        <Button type="submit" busy={formState.isSubmitting}>
          {PRICE_ALERT_TEXTS.subscribe}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {PRICE_ALERT_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
