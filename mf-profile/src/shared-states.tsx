import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, linkTo, RETRY_LABEL, Spinner, useDocumentTitle } from 'shared';
import { PROFILE_TEXTS } from './profile-texts';
import styles from './shared-states.module.css';

export function LoadingState() {
  return (
    <p role="status" className={styles.loading}>
      <Spinner size="sm" decorative />
      {PROFILE_TEXTS.loading}
    </p>
  );
}

export function FailedState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failed}>
      <p role="alert">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}

/** Product rules §2 not-found view: also what another traveller's order looks like (no hint it exists). */
export function NotFoundState() {
  const titleId = useId();
  useDocumentTitle(PROFILE_TEXTS.notFoundTitle);
  return (
    <section aria-labelledby={titleId} className={styles.notFound} data-not-found>
      <h1 id={titleId}>{PROFILE_TEXTS.notFoundTitle}</h1>
      <p>{PROFILE_TEXTS.notFoundHint}</p>
      <p>
        <Link to={linkTo('profileOrdersList')}>{PROFILE_TEXTS.toOrders}</Link>
      </p>
    </section>
  );
}
