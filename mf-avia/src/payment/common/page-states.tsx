import { Link } from 'react-router-dom';
import { Button, linkTo, PAGE_NOT_FOUND_MESSAGE, Spinner } from 'shared';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

export function LoadingView({ label }: { label: string }) {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A failure the person can do something about: the message and 'Повторить'. */
export function FailureNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {PAYMENT_TEXTS.retry}
      </Button>
    </div>
  );
}

/** The not-found view (docs/product-rules.md §2, §8): the same for an unknown and a foreign uuid. */
export function NotFoundView() {
  return (
    <section className={styles.page} aria-labelledby="payment-not-found-title" data-route="notFound">
      <h1 id="payment-not-found-title" className={styles.title}>
        {PAGE_NOT_FOUND_MESSAGE}
      </h1>
      <p>{PAYMENT_TEXTS.notFoundHint}</p>
      <p>
        <Link className={styles.link} to={linkTo('index')}>
          {PAYMENT_TEXTS.toHome}
        </Link>
      </p>
    </section>
  );
}
