import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, dayjs, failureMessage, formatRub, linkTo, useDocumentTitle } from 'shared';
import { FailureNotice, LoadingView, NotFoundView, useApiResource } from 'shared/resource-page';
import { cancelOrder, getOrder, payOrder, type FlightOrder, type PaymentMethod } from 'shared/flights';
import { Countdown } from '../common/countdown';
import { goToAcquirer } from '../common/go-to-acquirer';
import { sbpKeyStore } from '../common/sbp-key-store';
import { bookingReference } from '../common/booking-reference';
import { settledOrderTitle } from '../common/order-state-title';
import { OrderSummary } from '../common/order-summary';
import { PaymentMethodChoice } from '../common/payment-method-choice';
import { useCountdown } from '../../common/use-countdown';
import { isPaymentNotFound, PAYMENT_NOT_FOUND } from '../common/payment-not-found';
import { usePayAction } from '../common/use-pay-action';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

/** `/avia/orders/:orderUuid/submit` (route bookingSubmit): the order, its deadline, card or SBP, cancel. */
export function BookingSubmitPage() {
  const { orderUuid = '' } = useParams();
  const { state, retry, replace } = useApiResource(orderUuid, (signal) => getOrder(orderUuid, signal), { isNotFound: isPaymentNotFound });
  const title = (state.status === 'ready' && settledOrderTitle(state.data)) || PAYMENT_TEXTS.submitTitle;
  useDocumentTitle(title);

  if (state.status === 'loading') return <LoadingView label={PAYMENT_TEXTS.loading} />;
  if (state.status === 'notFound') return <NotFoundView {...PAYMENT_NOT_FOUND} />;
  return (
    <section className={styles.page} aria-labelledby="submit-title">
      <h1 id="submit-title" className={styles.title}>
        {title}
      </h1>
      {state.status === 'failed' ? (
        <FailureNotice message={state.message} onRetry={retry} />
      ) : (
        <SubmitContent order={state.data} onOrder={replace} onReload={retry} />
      )}
    </section>
  );
}

function SubmitContent({ order, onOrder, onReload }: { order: FlightOrder; onOrder: (order: FlightOrder) => void; onReload: () => void }) {
  return (
    <div className={styles.columns}>
      <div className={styles.mainColumn}>
        <p className={styles.orderNumber}>
          {PAYMENT_TEXTS.orderNumber}: <span className={styles.mono}>{bookingReference(order.orderUuid)}</span>
        </p>
        {order.status === 'BOOKED' ? <PayForm order={order} onOrder={onOrder} onReload={onReload} /> : <ClosedOrder order={order} />}
      </div>
      <div className={styles.sideColumn}>
        <OrderSummary order={order} />
      </div>
    </div>
  );
}

/** An order that can no longer be paid says why and where to go. */
function ClosedOrder({ order }: { order: FlightOrder }) {
  const paid = order.status === 'PAID' || order.status === 'TICKETED';
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After 'Да, отменить' the button is gone: keep the keyboard where the news is.
    if (document.activeElement === document.body) boxRef.current?.focus();
  }, []);
  return (
    <div ref={boxRef} tabIndex={-1} className={styles.card} role="status">
      <p className={styles.statusLine}>{order.statusLabel}</p>
      <p>{paid ? PAYMENT_TEXTS.orderPaid : order.status === 'CANCELLED' ? PAYMENT_TEXTS.cancelled : PAYMENT_TEXTS.orderClosed}</p>
      {paid ? (
        <Link className={styles.link} to={linkTo('bookingFinished', { orderUuid: order.orderUuid })}>
          {PAYMENT_TEXTS.toFinished}
        </Link>
      ) : (
        <Link className={styles.link} to={linkTo('search', { searchString: order.searchString })}>
          {PAYMENT_TEXTS.searchAgain}
        </Link>
      )}
    </div>
  );
}

function PayForm({ order, onOrder, onReload }: { order: FlightOrder; onOrder: (order: FlightOrder) => void; onReload: () => void }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const declined = searchParams.get('payment') === 'failed';
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [leaving, setLeaving] = useState(false);
  const secondsLeft = useCountdown(order.paymentDeadline);
  const { pay, busy, error } = usePayAction((chosen, key) => {
    // The QR page asks again with this key (reload, back) and gets the same QR code.
    if (chosen === 'sbp') sbpKeyStore.write(order.orderUuid, key);
    return payOrder(order.orderUuid, chosen, key);
  });

  const hadTimeLeft = useRef(secondsLeft > 0);
  useEffect(() => {
    // The deadline passed while the page was open: the API has expired the order; show it so.
    // Only on the change to zero: a client clock ahead of the server would otherwise reload forever.
    if (secondsLeft > 0) hadTimeLeft.current = true;
    else if (hadTimeLeft.current) {
      hadTimeLeft.current = false;
      onReload();
    }
  }, [secondsLeft, onReload]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const attempt = await pay(method);
    if (!attempt) return;
    if (attempt.method === 'card' && attempt.redirectUrl) {
      // The acquirer's page is another site: it returns to /finished or back here with ?payment=failed.
      setLeaving(true);
      goToAcquirer(attempt.redirectUrl);
      return;
    }
    navigate(linkTo('qrPayment', { orderUuid: order.orderUuid }), { state: { attempt } });
  }

  return (
    <>
      {declined ? (
        <div className={styles.alert} role="alert">
          <p>{PAYMENT_TEXTS.payFailed}</p>
        </div>
      ) : null}
      <div className={styles.card}>
        <p>
          {PAYMENT_TEXTS.payUntil} {formatTime(order.paymentDeadline)}
        </p>
        <Countdown label={PAYMENT_TEXTS.timeLeft} secondsLeft={secondsLeft} />
      </div>
      <form className={styles.card} onSubmit={submit} noValidate>
        <PaymentMethodChoice value={method} onChange={setMethod} disabled={busy || leaving} />
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <Button type="submit" block busy={busy || leaving}>
          {busy || leaving ? PAYMENT_TEXTS.paying : PAYMENT_TEXTS.pay(formatRub(order.total))}
        </Button>
      </form>
      <CancelOrder order={order} onOrder={onOrder} />
    </>
  );
}

/** The deadline on the traveller's clock, '09:05'. dayjs, not Intl: the first Russian Intl formatter of a page loads the locale's data. */
function formatTime(iso: string | null): string {
  if (!iso) return '';
  const deadline = dayjs(iso);
  return deadline.isValid() ? deadline.format('HH:mm') : '';
}

/** Cancelling asks once more in place (no browser dialog): the choice cannot be undone. */
function CancelOrder({ order, onOrder }: { order: FlightOrder; onOrder: (order: FlightOrder) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Focus follows the question: to 'Да, отменить' when asked, back to the link when withdrawn.
    if (asking || opened.current) boxRef.current?.querySelector('button')?.focus();
    opened.current = opened.current || asking;
  }, [asking]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelOrder(order.orderUuid);
      sbpKeyStore.forget(order.orderUuid);
      onOrder(cancelled);
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <div ref={boxRef}>
      {asking ? (
        <div className={`${styles.card} ${styles.cancelConfirm}`} role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">{PAYMENT_TEXTS.cancelConfirm}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={confirm} busy={busy}>
              {PAYMENT_TEXTS.cancelYes}
            </Button>
            <Button variant="link" onClick={() => setAsking(false)} disabled={busy}>
              {PAYMENT_TEXTS.cancelNo}
            </Button>
          </div>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <div className={styles.cancel}>
          <Button variant="link" onClick={() => setAsking(true)}>
            {PAYMENT_TEXTS.cancelOrder}
          </Button>
        </div>
      )}
    </div>
  );
}
