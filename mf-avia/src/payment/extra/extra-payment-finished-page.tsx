import { Link, useParams } from 'react-router-dom';
import { formatRub, linkTo, useDocumentTitle } from 'shared';
import { FailureNotice, LoadingView, NotFoundView, useApiResource } from 'shared/resource-page';
import { getExtraPayment } from 'shared/flights';
import { isPaymentNotFound, PAYMENT_NOT_FOUND } from '../common/payment-not-found';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

const RESULT_STATUSES = ['success', 'fail'];

/**
 * `/payments/:paymentUuid/:status` (route extraPaymentFinished). The address says where the
 * acquirer sent the person; what the page says comes from the payment itself, so a hand-edited
 * `success` never shows an unpaid option as paid.
 */
export function ExtraPaymentFinishedPage() {
  const { paymentUuid = '', status = '' } = useParams();
  const known = RESULT_STATUSES.includes(status);
  const { state, retry } = useApiResource(known ? `${paymentUuid}/${status}` : null, (signal) => getExtraPayment(paymentUuid, signal), {
    isNotFound: isPaymentNotFound,
  });
  const paid = state.status === 'ready' && state.data.status === 'PAID';
  useDocumentTitle(paid ? PAYMENT_TEXTS.extraSuccessTitle : PAYMENT_TEXTS.extraFailTitle);

  if (!known || state.status === 'notFound') return <NotFoundView {...PAYMENT_NOT_FOUND} />;
  if (state.status === 'loading') return <LoadingView label={PAYMENT_TEXTS.loadingPayment} />;
  if (state.status === 'failed') {
    return (
      <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="extra-result-title">
        <h1 id="extra-result-title" className={styles.title}>
          {PAYMENT_TEXTS.extraTitle}
        </h1>
        <FailureNotice message={state.message} onRetry={retry} />
      </section>
    );
  }
  const payment = state.data;
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="extra-result-title">
      <h1 id="extra-result-title" className={`${styles.title} ${paid ? styles.success : styles.failure}`}>
        {paid ? PAYMENT_TEXTS.extraSuccessTitle : PAYMENT_TEXTS.extraFailTitle}
      </h1>
      <div className={paid ? styles.card : styles.alert} role={paid ? undefined : 'alert'}>
        <p>{paid ? PAYMENT_TEXTS.extraSuccessText(payment.description) : PAYMENT_TEXTS.extraFailText}</p>
        <p className={styles.muted}>
          {payment.order.route} · {PAYMENT_TEXTS.qrAmount}: {formatRub(payment.amount)}
        </p>
        <div className={styles.actions}>
          {paid ? null : payment.status === 'PENDING' ? (
            <Link className={styles.buttonLink} to={linkTo('extraPayment', { paymentUuid })}>
              {PAYMENT_TEXTS.payAgain}
            </Link>
          ) : null}
          <Link className={styles.link} to={linkTo('profileOrderPaidFeatures', { orderUuid: payment.orderUuid })}>
            {PAYMENT_TEXTS.extraOrderFeatures}
          </Link>
        </div>
      </div>
    </section>
  );
}
