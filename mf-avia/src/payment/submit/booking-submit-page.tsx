import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AlertText, Button, dayjs, linkTo, useDocumentTitle } from 'shared';
import { useAction } from 'shared/idempotent-action';
import { useApiResource } from 'shared/resource-page';
import { cancelOrder, getOrder, payOrder, type FlightOrder } from 'shared/flights';
import { Countdown } from '../common/countdown';
import { sbpKeyStore } from '../common/sbp-key-store';
import { settledOrderTitle } from '../common/order-state-title';
import { OrderColumns } from '../common/order-summary';
import { PayForm } from '../common/payment-method-choice';
import { useCountdown } from '../../common/use-countdown';
import { isPaymentNotFound, PaymentPage } from '../common/payment-page';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

/** `/avia/orders/:orderUuid/submit` (route bookingSubmit): the order, its deadline, card or SBP, cancel. */
export function BookingSubmitPage() {
  const { orderUuid = '' } = useParams();
  const { state, retry, replace } = useApiResource(orderUuid, (signal) => getOrder(orderUuid, signal), { isNotFound: isPaymentNotFound });
  const title = (state.status === 'ready' && settledOrderTitle(state.data)) || PAYMENT_TEXTS.submitTitle;
  useDocumentTitle(title);

  return (
    <PaymentPage state={state} retry={retry} loading={PAYMENT_TEXTS.loading} title={title}>
      {(order) => (
        <OrderColumns order={order}>
          {order.status === 'BOOKED' ? <PayOrder order={order} onOrder={replace} onReload={retry} /> : <ClosedOrder order={order} />}
        </OrderColumns>
      )}
    </PaymentPage>
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

function PayOrder({ order, onOrder, onReload }: { order: FlightOrder; onOrder: (order: FlightOrder) => void; onReload: () => void }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const declined = searchParams.get('payment') === 'failed';
  const secondsLeft = useCountdown(order.paymentDeadline);

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
      <PayForm
        amount={order.total}
        start={(chosen, key) => {
          // The QR page asks again with this key (reload, back) and gets the same QR code.
          if (chosen === 'sbp') sbpKeyStore.write(order.orderUuid, key);
          return payOrder(order.orderUuid, chosen, key);
        }}
        onSbp={(attempt) => navigate(linkTo('qrPayment', { orderUuid: order.orderUuid }), { state: { attempt } })}
      />
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
  const cancel = useAction(async () => {
    const cancelled = await cancelOrder(order.orderUuid);
    sbpKeyStore.forget(order.orderUuid);
    onOrder(cancelled);
  });
  const boxRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Focus follows the question: to 'Да, отменить' when asked, back to the link when withdrawn.
    if (asking || opened.current) boxRef.current?.querySelector('button')?.focus();
    opened.current = opened.current || asking;
  }, [asking]);

  return (
    <div ref={boxRef}>
      {asking ? (
        <div className={`${styles.card} ${styles.cancelConfirm}`} role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">{PAYMENT_TEXTS.cancelConfirm}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void cancel.run()} busy={cancel.busy}>
              {PAYMENT_TEXTS.cancelYes}
            </Button>
            <Button variant="link" onClick={() => setAsking(false)} disabled={cancel.busy}>
              {PAYMENT_TEXTS.cancelNo}
            </Button>
          </div>
          <AlertText className={styles.error} message={cancel.error} />
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
