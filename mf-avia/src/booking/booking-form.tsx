import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { type Country, isApiError, isAuthorisedAtom, linkTo, openPassengerPickerAtom, type User, userAtom } from 'shared';
import { FormTextInput } from 'shared/form-text-input';
import { createOrder, type Offer, type SavedPassenger } from 'shared/flights';
import { keyedAction } from 'shared/idempotent-action';
import { createSavedPassenger, PASSENGER_TYPE_LABELS, type PassengerInput, type PassengerType } from 'shared/passengers';
import { PassengerFields, passengerFormValuesFrom } from 'shared/passenger-form';
import { formatRub } from 'shared';
import { useDeadlineIn, useDeadlinePassed } from '../common/use-countdown';
import { clearBookingDraft, readBookingDraft, writeBookingDraft } from './booking-draft';
import { trackBookingFailed, trackOrderCreated } from './booking-events';
import { bookingResolver, createOrderBody, emptyBooking, fieldOrder, passengerTypesOf, type BookingFormValues } from './booking-form-values';
import styles from './booking.module.css';
import { SavedPassengerPicker } from './saved-passenger-picker';
import { TripSummary } from './trip-summary';

type Failure = { kind: 'gone'; message: string } | { kind: 'other'; message: string };
const FAILURE_FALLBACK = 'Не удалось оформить заказ. Всё, что вы ввели, сохранено: повторите попытку.';

/**
 * One offer's booking form: a form per passenger, the contacts, the trip summary, the time left. Nothing typed is lost: the draft
 * follows every change, API field errors land on their fields, and a failure (network, 410, 422, 5xx) leaves the form as it was.
 */
export function BookingForm({ offer, countries }: { offer: Offer; countries: readonly Country[] }) {
  const user = useAtomValue(userAtom);
  const authorised = useAtomValue(isAuthorisedAtom);
  const openPicker = useSetAtom(openPassengerPickerAtom);
  const navigate = useNavigate();
  const types = useMemo(() => passengerTypesOf(offer), [offer]);
  const resolver = useMemo(() => bookingResolver(offer), [offer]);
  const form = useForm<BookingFormValues>({
    defaultValues: readBookingDraft(offer.offerId, offer.searchString, types, user?.id ?? null) ?? emptyBooking(offer, contactsOf(user)),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    resolver,
  });
  // Only the summary's line ticks every second; the form renders again once, when the price hold ends.
  const deadline = useDeadlineIn(offer.secondsLeft);
  const expired = useDeadlinePassed(deadline);
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  /** Which form the open picker fills (the shared picker state names the type, not the form). */
  const pickingFor = useRef<number | null>(null);
  /** A double click must not create two orders: the second submit waits for the first. */
  const busy = useRef(false);
  const [sendKeyed] = useState(keyedAction);
  const gone = failure?.kind === 'gone' || expired;

  // Every change goes to the draft at once: a reload or the login round trip loses nothing.
  const userId = user?.id ?? null;
  useEffect(() => {
    const subscription = form.watch((values) => writeBookingDraft(offer.offerId, offer.searchString, values as BookingFormValues, userId));
    return () => subscription.unsubscribe();
  }, [form, offer.offerId, offer.searchString, userId]);

  // Signing in during booking fills the e-mail and phone the traveller has not typed yet.
  useEffect(() => {
    for (const [name, value] of Object.entries(contactsOf(user)) as [keyof BookingFormValues['contacts'], string][]) {
      if (value && !form.getValues(`contacts.${name}`)) form.setValue(`contacts.${name}`, value, { shouldDirty: true });
    }
  }, [user, form]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const pick = (saved: SavedPassenger, type: PassengerType) => {
    const index = pickingFor.current ?? types.indexOf(type);
    if (index < 0) return;
    const current = form.getValues(`passengers.${index}`);
    const values = passengerFormValuesFrom(saved, current.passengerType);
    // The offer may not allow the saved document: keep the form's one then, and say nothing is lost.
    if (!offer.allowedDocumentTypes.includes(values.documentType)) values.documentType = current.documentType;
    form.setValue(`passengers.${index}`, values, { shouldDirty: true, shouldTouch: true });
    void form.trigger(`passengers.${index}`);
  };

  const submit = form.handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    try {
      const body = createOrderBody(offer.offerId, values);
      const order = await sendKeyed(body, (key) => createOrder(body, key));
      const save = form.getValues('savePassenger');
      if (authorised) {
        // Saving is a convenience: the order exists either way, so a failed save does not stop paying.
        await Promise.allSettled(values.passengers.filter((_, index) => save[index]).map((passenger) => createSavedPassenger(passenger as PassengerInput)));
      }
      clearBookingDraft(offer.offerId, offer.searchString);
      trackOrderCreated(offer.searchString, offer.price.total);
      navigate(linkTo('bookingSubmit', { orderUuid: order.orderUuid }));
    } catch (error) {
      if (!isApiError(error)) {
        setFailure({ kind: 'other', message: FAILURE_FALLBACK });
        return;
      }
      trackBookingFailed(offer.searchString, error.message);
      if (error.status === 410) {
        setFailure({ kind: 'gone', message: error.message });
        return;
      }
      const known = fieldOrder(form.getValues()).filter((path) => error.fields[path]);
      for (const path of known) form.setError(path as FieldPath<BookingFormValues>, { type: 'server', message: error.fields[path] });
      if (known[0]) {
        form.setFocus(known[0] as FieldPath<BookingFormValues>);
        if (Object.keys(error.fields).length === known.length) return;
      }
      const others = Object.entries(error.fields)
        .filter(([path]) => !known.includes(path))
        .map(([, message]) => message);
      setFailure({
        kind: 'other',
        message: [error.status === 0 || error.status >= 500 ? `${error.message} Всё, что вы ввели, сохранено.` : error.message, ...others].join(' '),
      });
    } finally {
      busy.current = false;
    }
  });

  return (
    <div className={styles.layout}>
      {/* before the form: a phone shows its one line above it, and reads it first */}
      <TripSummary offer={offer} deadline={deadline} />
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="booking-title">
          {(failure || gone) && (
            <div ref={failureRef} tabIndex={-1} role="alert" className={gone ? styles.gone : styles.failure}>
              {gone ? (
                <>
                  <p className={styles.failureTitle}>
                    {failure?.kind === 'gone' ? failure.message : 'Время действия предложения истекло, цены могли измениться. Повторите поиск'}
                  </p>
                  <p>Всё, что вы ввели, сохранено: выберите рейс заново, и данные пассажиров подставятся сами.</p>
                  <Link className={styles.primaryLink} to={linkTo('search', { searchString: offer.searchString })}>
                    Повторить поиск
                  </Link>
                </>
              ) : (
                <p className={styles.failureTitle}>{failure?.message}</p>
              )}
            </div>
          )}
          {types.map((type, index) => {
            const legend = `${PASSENGER_TYPE_LABELS[type]}, пассажир ${index + 1}`;
            return (
              <PassengerFields
                key={index}
                prefix={`passengers.${index}`}
                legend={legend}
                allowedDocumentTypes={offer.allowedDocumentTypes}
                countries={countries}
                actions={
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    // One string: a visually hidden span after the text is read with a space before the colon.
                    aria-label={`Выбрать из сохранённых: ${legend}`}
                    onClick={() => {
                      pickingFor.current = index;
                      openPicker({ passengerType: type, offerId: offer.offerId, passengerUuid: null });
                    }}
                  >
                    Выбрать из сохранённых
                  </button>
                }
                footer={
                  authorised ? (
                    <label className={styles.saveTick}>
                      <input type="checkbox" {...form.register(`savePassenger.${index}`)} />
                      Сохранить пассажира
                    </label>
                  ) : null
                }
              />
            );
          })}
          <fieldset className={styles.contacts}>
            <legend className={styles.contactsLegend}>Контакты для билетов</legend>
            <p className={styles.contactsNote}>Пришлём билеты и сообщим об изменениях рейса.</p>
            <div className={styles.contactsGrid}>
              <FormTextInput
                control={form.control}
                name="contacts.email"
                label="Электронная почта"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
              />
              <FormTextInput
                control={form.control}
                name="contacts.phone"
                label="Телефон"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                hint="Мобильный, например +7 912 345-67-89"
              />
            </div>
          </fieldset>
          <div className={styles.submitRow}>
            <p className={styles.submitTotal}>
              Итого: <b>{formatRub(offer.price.total)}</b>
            </p>
            <button type="submit" className={styles.submit} aria-disabled={form.formState.isSubmitting || undefined} disabled={gone}>
              {form.formState.isSubmitting ? 'Оформляем…' : 'Перейти к оплате'}
            </button>
          </div>
        </form>
      </FormProvider>
      <SavedPassengerPicker offerId={offer.offerId} departureDate={offer.departureDate} onPick={pick} />
    </div>
  );
}

/** The account's e-mail and phone ('+7XXXXXXXXXX'), what the ticket contacts start from; empty for a guest. */
function contactsOf(user: User | null): BookingFormValues['contacts'] {
  return { email: user?.email ?? '', phone: user?.phone ?? '' };
}
