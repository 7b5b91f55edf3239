import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError, linkTo, useDocumentTitle } from 'shared';
import { FailureNotice, LoadingView, NotFoundView, useApiResource } from 'shared/resource-page';
import type { PriceAlertState } from 'shared/price-alerts';
import { PRICE_ALERT_TEXTS } from './price-alert-texts';
import styles from './mailed-link-page.module.css';

/** An unknown, used-up or expired link: nothing to retry, the traveller subscribes again. */
const isDeadLink = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 410);

const DEAD_LINK = { hint: PRICE_ALERT_TEXTS.linkNotFoundHint, link: { to: linkTo('index'), label: PRICE_ALERT_TEXTS.toHome } };

export interface MailedLinkPageProps {
  title: string;
  working: string;
  done: string;
  /** The one call the mailed token allows; it answers the subscription's state. */
  act: (token: string, signal: AbortSignal) => Promise<PriceAlertState>;
}

/**
 * A page a price-alert mail links to (`/price-alerts/confirm/:token`, `/price-alerts/unsubscribe/:token`):
 * it spends the token as it opens and says what happened, with the way back to the search.
 */
export function MailedLinkPage({ title, working, done, act }: MailedLinkPageProps) {
  const { token = '' } = useParams();
  const { state, retry } = useApiResource(token || null, (signal) => act(token, signal), { isNotFound: isDeadLink });
  const titleId = useId();
  useDocumentTitle(title);

  if (!token || state.status === 'notFound') return <NotFoundView {...DEAD_LINK} />;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {state.status === 'loading' && <LoadingView label={working} />}
      {state.status === 'failed' && <FailureNotice message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <p role="status" className={styles.done}>
            {done}
          </p>
          <p>
            <Link to={linkTo('search', { searchString: state.data.searchString })} className={styles.link}>
              {PRICE_ALERT_TEXTS.toSearch}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
