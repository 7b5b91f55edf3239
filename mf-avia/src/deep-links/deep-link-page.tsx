import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, linkTo, useDocumentTitle, UTM_QUERY_PARAMS } from 'shared';
import { resolveDeepLink, type DeepLinkQuery } from 'shared/flights';
import { trackSearchStarted } from '../common/avia-events';
import styles from './deep-link-page.module.css';

/** Deep link parameters the API reads; UTM and anything else stay out of the call. */
const LINK_KEYS = ['offerId', 'origin', 'destination', 'departureDate', 'returnDate', 'adults', 'children', 'infants', 'class'];

/**
 * `/avia/deeplinks?…` (route deepLink): partners' and ads' links. The API decides where they
 * lead; the page replaces its own URL with the search or the booking page (Back skips it), or
 * explains in Russian what is wrong with the link.
 */
export function DeepLinkPage() {
  useDocumentTitle('Переход по ссылке');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const queryText = query.toString();

  useEffect(() => {
    const params = new URLSearchParams(queryText);
    const linkQuery: Record<string, string> = {};
    for (const key of LINK_KEYS) {
      const value = params.get(key);
      if (value !== null) linkQuery[key] = value;
    }
    if (Object.keys(linkQuery).length === 0) {
      setMessage('В ссылке нет параметров поиска');
      return;
    }
    let live = true;
    // The partner's text goes as it came: the API checks it and names each problem in Russian.
    resolveDeepLink(linkQuery as unknown as DeepLinkQuery)
      .then((answer) => {
        if (!live) return;
        // UTM labels of the link ride along (product rules §7 stores them from the page URL).
        const utm: Record<string, string> = {};
        for (const key of Object.values(UTM_QUERY_PARAMS)) {
          const value = params.get(key);
          if (value) utm[key] = value;
        }
        if ('offerId' in answer) navigate(linkTo('booking', { offerId: answer.offerId }, utm), { replace: true });
        else {
          trackSearchStarted(answer.searchString, 'ссылка');
          navigate(linkTo('search', { searchString: answer.searchString }, utm), { replace: true });
        }
      })
      .catch((error: unknown) => {
        if (!live) return;
        const fields = isApiError(error) ? Object.values(error.fields).filter((text) => text !== error.message) : [];
        setMessage([isApiError(error) ? error.message : 'Не удалось открыть ссылку', ...fields].join('. '));
      });
    return () => {
      live = false;
    };
  }, [queryText, navigate]);

  return (
    <div className={styles.page} data-avia-page="deepLink">
      {message === null ? (
        <p role="status" className={styles.status}>
          Открываем ссылку…
        </p>
      ) : (
        <div role="alert" className={styles.problem}>
          <h1 className={styles.title}>Ссылка не сработала</h1>
          <p>{message}</p>
          <Link to={linkTo('index')} className={styles.home}>
            Перейти к поиску билетов
          </Link>
        </div>
      )}
    </div>
  );
}
