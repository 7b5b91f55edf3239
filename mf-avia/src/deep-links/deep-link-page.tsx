import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, linkTo, useDocumentTitle, UTM_QUERY_PARAMS } from 'shared';
import { resolveDeepLink, type DeepLinkQuery } from 'shared/flights';
import { useApiResource } from 'shared/resource-page';
import { trackSearchStarted } from '../common/avia-events';
import styles from './deep-link-page.module.css';

/** Deep link parameters the API reads; UTM and anything else stay out of the call. */
const LINK_KEYS = ['offerId', 'origin', 'destination', 'departureDate', 'returnDate', 'adults', 'children', 'infants', 'class'];

/** Where a link leads (the search string too, for the search event), or what is wrong with it. */
type LinkAnswer = { to: string; searchString: string | null } | { problem: string };

async function followLink(queryText: string, signal: AbortSignal): Promise<LinkAnswer> {
  const params = new URLSearchParams(queryText);
  const pick = (keys: string[]) => Object.fromEntries(keys.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const linkQuery = Object.fromEntries(LINK_KEYS.flatMap((key) => (params.has(key) ? [[key, params.get(key)!]] : [])));
  if (Object.keys(linkQuery).length === 0) return { problem: 'В ссылке нет параметров поиска' };
  try {
    // The partner's text goes as it came: the API checks it and names each problem in Russian.
    const answer = await resolveDeepLink(linkQuery as unknown as DeepLinkQuery, signal);
    // UTM labels of the link ride along (product rules §7 stores them from the page URL).
    const utm = pick(Object.values(UTM_QUERY_PARAMS));
    if ('offerId' in answer) return { to: linkTo('booking', { offerId: answer.offerId }, utm), searchString: null };
    return { to: linkTo('search', { searchString: answer.searchString }, utm), searchString: answer.searchString };
  } catch (error) {
    if (signal.aborted) throw error;
    const fields = isApiError(error) ? Object.values(error.fields).filter((text) => text !== error.message) : [];
    return { problem: [isApiError(error) ? error.message : 'Не удалось открыть ссылку', ...fields].join('. ') };
  }
}

/** `/avia/deeplinks?…`: partners' and ads' links; the API decides where they lead, the page replaces its URL (Back skips it) or says in Russian what is wrong. */
export function DeepLinkPage() {
  useDocumentTitle('Переход по ссылке');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const queryText = query.toString();
  const { state } = useApiResource(queryText, (signal) => followLink(queryText, signal));
  const answer = state.status === 'ready' ? state.data : null;

  useEffect(() => {
    if (!answer || !('to' in answer)) return;
    if (answer.searchString) trackSearchStarted(answer.searchString, 'ссылка');
    navigate(answer.to, { replace: true });
  }, [answer, navigate]);

  return (
    <div className={styles.page} data-avia-page="deepLink">
      {!answer || 'to' in answer ? (
        <p role="status" className={styles.status}>
          Открываем ссылку…
        </p>
      ) : (
        <div role="alert" className={styles.problem}>
          <h1 className={styles.title}>Ссылка не сработала</h1>
          <p>{answer.problem}</p>
          <Link to={linkTo('index')} className={styles.home}>
            Перейти к поиску билетов
          </Link>
        </div>
      )}
    </div>
  );
}
