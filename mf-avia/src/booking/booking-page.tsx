import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type Country, getCountries, isApiError, linkTo, PAGE_NOT_FOUND_MESSAGE, RETRY_LABEL, useDocumentTitle, userAtom } from 'shared';
import { getOffer, type Offer } from 'shared/flights';
import { hasBookingDraft } from './booking-draft';
import { BookingForm } from './booking-form';
import styles from './booking.module.css';

type OfferState =
  | { status: 'loading' }
  | { status: 'ready'; offer: Offer }
  | { status: 'notFound'; message: string }
  | { status: 'gone'; message: string; searchPath: string | null }
  | { status: 'failed'; message: string };

/** `/avia/offers/:offerId` (route booking): the passengers' details and contacts for one offer. */
export function BookingPage() {
  const userId = useAtomValue(userAtom)?.id ?? null;
  const { offerId = '' } = useParams();
  const [state, setState] = useState<OfferState>({ status: 'loading' });
  const [countries, setCountries] = useState<Country[]>([]);
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(state.status === 'notFound' ? PAGE_NOT_FOUND_MESSAGE : 'Данные пассажиров');

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getOffer(offerId, controller.signal)
      // The whole form renders at once when the offer arrives: as a transition React renders it in
      // slices between frames, so the page keeps answering while it builds (one long task otherwise).
      .then((offer) => startTransition(() => setState({ status: 'ready', offer })))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isApiError(error)) setState({ status: 'failed', message: 'Не удалось загрузить предложение' });
        else if (error.status === 404) setState({ status: 'notFound', message: error.message });
        else if (error.status === 410) setState({ status: 'gone', message: error.message, searchPath: error.searchPath });
        else setState({ status: 'failed', message: error.message });
      });
    return () => controller.abort();
  }, [offerId, attempt]);

  useEffect(() => {
    const controller = new AbortController();
    // Without the list the form still works: citizenship shows the current value (Россия).
    // The list renders every passenger's form again: in slices, like the form itself.
    getCountries(controller.signal).then(
      (list) => startTransition(() => setCountries(list)),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  return (
    <div className={styles.page} data-avia-page="booking">
      {state.status === 'ready' ? (
        <>
          <h1 id="booking-title" className={styles.title}>
            Данные пассажиров
          </h1>
          <BookingForm offer={state.offer} countries={countries} />
        </>
      ) : state.status === 'loading' ? (
        <p role="status" className={styles.status}>
          Загружаем предложение…
        </p>
      ) : state.status === 'notFound' ? (
        <section data-route="notFound" className={styles.problem}>
          <h1 className={styles.title}>{PAGE_NOT_FOUND_MESSAGE}</h1>
          <p>{state.message}</p>
          <Link className={styles.primaryLink} to={linkTo('index')}>
            Найти авиабилеты
          </Link>
        </section>
      ) : state.status === 'gone' ? (
        <section className={styles.problem}>
          <h1 className={styles.title}>Предложение больше не действует</h1>
          <p>{state.message}</p>
          {state.searchPath && hasBookingDraft(state.searchPath.slice('/search/'.length), userId) && (
            <p>Всё, что вы ввели, сохранено: выберите рейс заново, и данные пассажиров подставятся сами.</p>
          )}
          <Link className={styles.primaryLink} to={state.searchPath ?? linkTo('index')}>
            {state.searchPath ? 'Повторить поиск' : 'Найти авиабилеты'}
          </Link>
        </section>
      ) : (
        <section role="alert" className={styles.problem}>
          <h1 className={styles.title}>Не удалось открыть бронирование</h1>
          <p>{state.message}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => setAttempt((n) => n + 1)}>
            {RETRY_LABEL}
          </button>
        </section>
      )}
    </div>
  );
}
