import { useEffect, useId, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { AlertText, Button, type Country, failureMessage, isApiError } from 'shared';
import { type SavedPassenger } from 'shared/flights';
import {
  createSavedPassenger,
  DOCUMENT_TYPES,
  PASSENGER_TYPE_LABELS,
  PASSENGER_TYPES,
  savedPassengerInputSchema,
  updateSavedPassenger,
  type PassengerInput,
} from 'shared/passengers';
import { emptyPassenger, formResolver, PassengerFields, passengerFormValuesFrom, type PassengerFormValues } from 'shared/passenger-form';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './passengers.module.css';

interface SavedPassengerFormProps {
  /** The passenger being edited; none when adding one. */
  passenger?: SavedPassenger;
  countries: readonly Country[];
  onSaved: (passenger: SavedPassenger) => void;
  onCancel: () => void;
}

/** Adds or edits a saved passenger with booking's fields and the API's schema; the API's field messages land on the fields, and what was typed stays on failure. */
export function SavedPassengerForm({ passenger, countries, onSaved, onCancel }: SavedPassengerFormProps) {
  const form = useForm<PassengerFormValues>({
    // every document is allowed outside an offer: the default rule then gives an adult the Russian passport
    defaultValues: passenger ? passengerFormValuesFrom(passenger, passenger.passengerType) : emptyPassenger('ADULT', DOCUMENT_TYPES),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    resolver: formResolver(savedPassengerInputSchema),
  });
  const [formError, setFormError] = useState<string | null>(null);
  // One saved before today's rules (or grown out of its type) opens with what to fix already shown.
  useEffect(() => {
    if (passenger) void form.trigger();
  }, [form, passenger]);
  const typeId = useId();
  const titleId = useId();

  async function save(values: PassengerFormValues) {
    setFormError(null);
    const body = values as PassengerInput;
    try {
      onSaved(passenger ? await updateSavedPassenger(passenger.passengerUuid, body) : await createSavedPassenger(body));
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [path, message] of Object.entries(error.fields)) {
          form.setError(path as keyof PassengerFormValues, { type: 'server', message });
        }
      }
      setFormError(failureMessage(error));
    }
  }

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => void form.handleSubmit(save, () => setFormError(PROFILE_TEXTS.fixErrors))(event)}
      >
        <h2 id={titleId} className={styles.formTitle}>
          {passenger ? PROFILE_TEXTS.editPassengerTitle : PROFILE_TEXTS.newPassengerTitle}
        </h2>
        <Controller
          name="passengerType"
          control={form.control}
          render={({ field }) => (
            <div className={styles.typeField}>
              <label htmlFor={typeId} className={styles.typeLabel}>
                Тип пассажира
              </label>
              <select
                id={typeId}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                className={styles.select}
              >
                {PASSENGER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PASSENGER_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            </div>
          )}
        />
        <PassengerFields legend={PROFILE_TEXTS.passengerDetails} countries={countries} />
        <AlertText className={styles.error} message={formError} />
        <div className={styles.formButtons}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {PROFILE_TEXTS.save}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {PROFILE_TEXTS.cancelEdit}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
