import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import { type Country, getCountries, isApiError, linkTo, PAGE_NOT_FOUND_MESSAGE, RETRY_LABEL, useDocumentTitle, userAtom } from 'shared';
import { getOffer, type Offer } from 'shared/flights';
import { useApiResource } from 'shared/resource-page';
import { hasBookingDraft } from './booking-draft';
import { BookingForm } from './booking-form';
import styles from './booking.module.css';

/** An offer, or the API's word that it is unknown or gone (its search still at hand). */
type OfferAnswer = { offer: Offer } | { notFound: string } | { gone: string; searchPath: string | null };

async function loadOffer(offerId: string, signal: AbortSignal): Promise<OfferAnswer> {
  try {
    return { offer: await getOffer(offerId, signal) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { notFound: error.message };
    if (isApiError(error) && error.status === 410) return { gone: error.message, searchPath: error.searchPath };
    throw error;
  }
}

// The whole form renders at once when the offer arrives: as a transition React renders it in slices
// between frames, so the page keeps answering while it builds (one long task otherwise). The country
// list renders every passenger's form again: in slices too.
const SLICED = { transition: true };
const NO_COUNTRIES: Country[] = [];

/** `/avia/offers/:offerId` (route booking): the passengers' details and contacts for one offer. */
export function BookingPage() {
  const userId = useAtomValue(userAtom)?.id ?? null;
  const { offerId = '' } = useParams();
  const { state, retry } = useApiResource(offerId, (signal) => loadOffer(offerId, signal), SLICED);
  // Without the list the form still works: citizenship shows the current value (Россия).
  const countries = useApiResource('countries', getCountries, SLICED).state;
  const countryList = countries.status === 'ready' ? countries.data : NO_COUNTRIES;
  const answer = state.status === 'ready' ? state.data : null;
  useDocumentTitle(answer && 'notFound' in answer ? PAGE_NOT_FOUND_MESSAGE : 'Данные пассажиров');

  return (
    <div className={styles.page} data-avia-page="booking">
      {answer && 'offer' in answer ? (
        <>
          <h1 id="booking-title" className={styles.title}>
            Данные пассажиров
          </h1>
          <BookingForm offer={answer.offer} countries={countryList} />
        </>
      ) : state.status === 'loading' ? (
        <p role="status" className={styles.status}>
          Загружаем предложение…
        </p>
      ) : answer && 'notFound' in answer ? (
        <section data-route="notFound" className={styles.problem}>
          <h1 className={styles.title}>{PAGE_NOT_FOUND_MESSAGE}</h1>
          <p>{answer.notFound}</p>
          <Link className={styles.primaryLink} to={linkTo('index')}>
            Найти авиабилеты
          </Link>
        </section>
      ) : answer && 'gone' in answer ? (
        <section className={styles.problem}>
          <h1 className={styles.title}>Предложение больше не действует</h1>
          <p>{answer.gone}</p>
          {answer.searchPath && hasBookingDraft(answer.searchPath.slice('/search/'.length), userId) && (
            <p>Всё, что вы ввели, сохранено: выберите рейс заново, и данные пассажиров подставятся сами.</p>
          )}
          <Link className={styles.primaryLink} to={answer.searchPath ?? linkTo('index')}>
            {answer.searchPath ? 'Повторить поиск' : 'Найти авиабилеты'}
          </Link>
        </section>
      ) : (
        <section role="alert" className={styles.problem}>
          <h1 className={styles.title}>Не удалось открыть бронирование</h1>
          <p>{state.status === 'failed' && state.message}</p>
          <button type="button" className={styles.secondaryButton} onClick={retry}>
            {RETRY_LABEL}
          </button>
        </section>
      )}
    </div>
  );
}
