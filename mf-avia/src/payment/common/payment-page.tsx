import { useId, type ReactNode } from 'react';
import { isApiError, linkTo } from 'shared';
import { FailureNotice, LoadingView, NotFoundView, type NotFoundViewProps, type ResourceState } from 'shared/resource-page';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

/**
 * An order or payment is addressed by its uuid alone, so 403 and 404 mean the same to the person: nothing here for them, and the
 * not-found view never hints whose it is (§D Orders: each call answers only to whom it belongs).
 */
export function isPaymentNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}

/** What the not-found view of every payment page says and where it leads. */
export const PAYMENT_NOT_FOUND: NotFoundViewProps = { hint: PAYMENT_TEXTS.notFoundHint, link: { to: linkTo('index'), label: PAYMENT_TEXTS.toHome } };

/** A payment page loading one order or payment: the loading and not-found views, else its title over the content or the failure. */
export function PaymentPage<T>(props: {
  state: ResourceState<T>;
  retry: () => void;
  loading: string;
  title: string;
  titleClass?: string;
  narrow?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { state, title, titleClass } = props;
  const titleId = useId();
  if (state.status === 'loading') return <LoadingView label={props.loading} />;
  if (state.status === 'notFound') return <NotFoundView {...PAYMENT_NOT_FOUND} />;
  return (
    <section className={props.narrow ? `${styles.page} ${styles.narrow}` : styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={titleClass ? `${styles.title} ${titleClass}` : styles.title}>
        {title}
      </h1>
      {state.status === 'failed' ? <FailureNotice message={state.message} onRetry={props.retry} /> : props.children(state.data)}
    </section>
  );
}
