import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError, linkTo, useDocumentTitle } from 'shared';
import { FailureNotice, LoadingView, NotFoundView, useApiResource } from 'shared/resource-page';
import { getOrder, payOrder, type FlightOrder, type PaymentAttempt } from 'shared/flights';
import { newIdempotencyKey, useAction } from 'shared/idempotent-action';
import { sbpKeyStore } from '../common/sbp-key-store';
import { QrPanel } from '../common/qr-panel';
import { isPaymentNotFound, PAYMENT_NOT_FOUND } from '../common/payment-page';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

interface QrPageData {
  order: FlightOrder;
  attempt: PaymentAttempt | null;
}

function attemptFromNavigation(state: unknown, orderUuid: string): PaymentAttempt | null {
  const attempt = (state as { attempt?: PaymentAttempt } | null)?.attempt;
  return attempt && attempt.orderUuid === orderUuid && attempt.method === 'sbp' ? attempt : null;
}

/**
 * The SBP attempt of this order: the one the submit page just started, or (reload, a link) the
 * one under the order's stored key: the API answers the same attempt for the same key.
 */
async function sbpAttempt(orderUuid: string, fresh: boolean): Promise<PaymentAttempt> {
  let key = fresh ? null : sbpKeyStore.read(orderUuid);
  if (!key) {
    key = newIdempotencyKey();
    sbpKeyStore.write(orderUuid, key);
  }
  const attempt = await payOrder(orderUuid, 'sbp', key);
  // The answer must be about this order; anything else is not shown.
  if (attempt.orderUuid !== orderUuid) throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: PAYMENT_TEXTS.orderClosed });
  return attempt;
}

/** `/avia/orders/:orderUuid/qrpayment` (route qrPayment): pay the order by SBP QR code. */
export function QrPaymentPage() {
  const { orderUuid = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(PAYMENT_TEXTS.qrTitle);
  const { state, retry } = useApiResource<QrPageData>(
    orderUuid,
    async (signal) => {
      const order = await getOrder(orderUuid, signal);
      if (order.status !== 'BOOKED') return { order, attempt: null };
      return { order, attempt: attemptFromNavigation(location.state, orderUuid) ?? (await sbpAttempt(orderUuid, false)) };
    },
    { isNotFound: isPaymentNotFound },
  );
  const [fresh, setFresh] = useState<PaymentAttempt | null>(null);
  const payAgain = useAction(async () => setFresh(await sbpAttempt(orderUuid, true)));
  const finished = linkTo('bookingFinished', { orderUuid });

  const paidAlready = state.status === 'ready' && (state.data.order.status === 'PAID' || state.data.order.status === 'TICKETED');
  useEffect(() => {
    if (paidAlready) navigate(finished, { replace: true });
  }, [paidAlready, finished, navigate]);

  if (state.status === 'loading') return <LoadingView label={PAYMENT_TEXTS.loading} />;
  if (state.status === 'notFound') return <NotFoundView {...PAYMENT_NOT_FOUND} />;
  const attempt = fresh ?? (state.status === 'ready' ? state.data.attempt : null);
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="qr-title">
      <h1 id="qr-title" className={styles.title}>
        {PAYMENT_TEXTS.qrTitle}
      </h1>
      {state.status === 'failed' ? <FailureNotice message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' && !attempt && !paidAlready ? (
        <div className={styles.card} role="status">
          <p className={styles.statusLine}>{state.data.order.statusLabel}</p>
          <p>{PAYMENT_TEXTS.orderClosed}</p>
          <Link className={styles.link} to={linkTo('search', { searchString: state.data.order.searchString })}>
            {PAYMENT_TEXTS.searchAgain}
          </Link>
        </div>
      ) : null}
      {attempt ? (
        <>
          <QrPanel
            key={attempt.attemptId}
            attempt={attempt}
            onSucceeded={() => {
              sbpKeyStore.forget(orderUuid);
              navigate(finished);
            }}
            onPayAgain={() => void payAgain.run()}
            payAgainBusy={payAgain.busy}
            payAgainError={payAgain.error}
          />
          <p className={styles.back}>
            <Link className={styles.link} to={linkTo('bookingSubmit', { orderUuid })}>
              {PAYMENT_TEXTS.otherMethod}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
