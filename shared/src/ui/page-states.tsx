import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button, PAGE_NOT_FOUND_MESSAGE, RETRY_LABEL, Spinner, usePageHead } from 'shared';
import type { ResourceState } from './use-api-resource';
import styles from './page-states.module.css';

/** A page whose data is on its way; `skeleton` hints at a text to come (grey lines). */
export function LoadingView({ label, skeleton = false }: { label: string; skeleton?: boolean }) {
  return (
    <div className={styles.loading} aria-busy="true">
      <p role="status" className={styles.status}>
        <Spinner size="sm" decorative />
        {label}
      </p>
      {skeleton && (
        <div className={styles.skeleton} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
    </div>
  );
}

/** A failure with the one way forward, 'Повторить'; only the message is announced. */
export function FailureNotice({ message, onRetry, retryRef }: { message: string; onRetry: () => void; retryRef?: Ref<HTMLButtonElement> }) {
  return (
    <div className={styles.failure}>
      <p role="alert">{message}</p>
      <Button variant="secondary" ref={retryRef} onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}

export interface NotFoundViewProps {
  /** What the person can check, in the words of the page. */
  hint: string;
  /** Where to go from here. */
  link: { to: string; label: string };
}

/** The not-found view (product rules §2): the same for an unknown id and someone else's, so nothing hints it exists. */
export function NotFoundView({ hint, link }: NotFoundViewProps) {
  const titleId = useId();
  // not a page for search engines: the page server answers it 404, and it names no canonical address
  usePageHead({ title: PAGE_NOT_FOUND_MESSAGE, description: hint, noindex: true, notFound: true });
  return (
    <section className={styles.notFound} aria-labelledby={titleId} data-not-found>
      <h1 id={titleId} className={styles.title}>
        {PAGE_NOT_FOUND_MESSAGE}
      </h1>
      <p>{hint}</p>
      <p>
        <Link to={link.to} className={styles.link}>
          {link.label}
        </Link>
      </p>
    </section>
  );
}

/**
 * A resource's view until it is ready: loading, failed with «Повторить», and not found as `notFound`'s view, or as a failure
 * saying `notFound` where a page has no view of its own for it.
 */
export function NotReadyView(props: {
  state: Exclude<ResourceState<unknown>, { status: 'ready' }>;
  retry: () => void;
  loading: string;
  notFound: NotFoundViewProps | string;
}) {
  const { state, notFound } = props;
  if (state.status === 'loading') return <LoadingView label={props.loading} />;
  if (state.status === 'failed') return <FailureNotice message={state.message} onRetry={props.retry} />;
  return typeof notFound === 'string' ? <FailureNotice message={notFound} onRetry={props.retry} /> : <NotFoundView {...notFound} />;
}
