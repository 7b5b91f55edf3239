import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { linkTo, Spinner } from 'shared';
import { CONTENT_TEXTS } from './content-texts';
import styles from './content-page.module.css';

/** Announced politely to screen readers; the grey lines hint at the text to come. */
export function ContentPageLoading() {
  return (
    <div className={styles.page} aria-busy="true">
      <p role="status" className={styles.status}>
        <Spinner size="sm" decorative />
        {CONTENT_TEXTS.loading}
      </p>
      <div className={styles.skeleton} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

interface FailedProps {
  message: string;
  onRetry: () => void;
  retryButtonRef?: Ref<HTMLButtonElement>;
}

export function ContentPageFailed({ message, onRetry, retryButtonRef }: FailedProps) {
  return (
    <div className={styles.page}>
      <div role="alert" className={styles.failure}>
        <p>{message}</p>
      </div>
      <button type="button" ref={retryButtonRef} className={styles.retry} onClick={onRetry}>
        {CONTENT_TEXTS.retry}
      </button>
    </div>
  );
}

export function ContentPageNotFound({ titleId }: { titleId: string }) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {CONTENT_TEXTS.notFound}
      </h1>
      <p>{CONTENT_TEXTS.notFoundHint}</p>
      <p>
        <Link to={linkTo('index')} className={styles.homeLink}>
          {CONTENT_TEXTS.toHome}
        </Link>
      </p>
    </section>
  );
}
