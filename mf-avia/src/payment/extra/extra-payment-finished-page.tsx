import { Link, useParams } from 'react-router-dom';
import { formatRub, linkTo, useDocumentTitle } from 'shared';
import { NotFoundView, NotReadyView, useApiResource } from 'shared/resource-page';
import { getExtraPayment, getOrder, ticketLines, type ExtraPayment } from 'shared/flights';
import { PaymentOrderLink } from '../common/order-link';
import { isPaymentNotFound, PAYMENT_NOT_FOUND, PaymentPage } from '../common/payment-page';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

const RESULT_STATUSES = ['success', 'fail'];

/** `/payments/:paymentUuid/:status`: the address says where the acquirer sent the person, the text comes from the payment, so a hand-edited `success` shows nothing paid. */
export function ExtraPaymentFinishedPage() {
  const { paymentUuid = '', status = '' } = useParams();
  const known = RESULT_STATUSES.includes(status);
  const { state, retry } = useApiResource(known ? `${paymentUuid}/${status}` : null, (signal) => getExtraPayment(paymentUuid, signal), {
    isNotFound: isPaymentNotFound,
  });
  const paid = state.status === 'ready' && state.data.status === 'PAID';
  const exchange = state.status === 'ready' && state.data.purpose === 'EXCHANGE';
  const successTitle = exchange ? PAYMENT_TEXTS.exchangeSuccessTitle : PAYMENT_TEXTS.extraSuccessTitle;
  useDocumentTitle(paid ? successTitle : PAYMENT_TEXTS.extraFailTitle);

  if (!known) return <NotFoundView {...PAYMENT_NOT_FOUND} />;
  const ready = state.status === 'ready';
  const title = !ready ? PAYMENT_TEXTS.extraTitle : paid ? successTitle : PAYMENT_TEXTS.extraFailTitle;
  return (
    <PaymentPage
      state={state}
      retry={retry}
      loading={PAYMENT_TEXTS.loadingPayment}
      title={title}
      titleClass={ready ? (paid ? styles.success : styles.failure) : undefined}
      narrow
    >
      {(payment) => (
        <div className={paid ? styles.card : styles.alert} role={paid ? undefined : 'alert'}>
          <p>{resultText(payment, paid)}</p>
          {paid && exchange && <NewTickets orderUuid={payment.orderUuid} />}
          <p className={styles.muted}>
            {payment.order.route} · {PAYMENT_TEXTS.qrAmount}: {formatRub(payment.amount)}
          </p>
          <div className={styles.actions}>
            {paid ? null : payment.status === 'PENDING' ? (
              <Link className={styles.buttonLink} to={linkTo('extraPayment', { paymentUuid })}>
                {PAYMENT_TEXTS.payAgain}
              </Link>
            ) : null}
            <PaymentOrderLink className={styles.link} payment={payment} />
          </div>
        </div>
      )}
    </PaymentPage>
  );
}

function resultText(payment: ExtraPayment, paid: boolean): string {
  if (payment.purpose === 'EXCHANGE') return paid ? PAYMENT_TEXTS.exchangeSuccessText : PAYMENT_TEXTS.exchangeFailText;
  return paid ? PAYMENT_TEXTS.extraSuccessText(payment.description) : PAYMENT_TEXTS.extraFailText;
}

/** After an exchange is paid: each passenger's tickets as they are now, the new numbers among them. */
function NewTickets({ orderUuid }: { orderUuid: string }) {
  const { state, retry } = useApiResource(orderUuid, (signal) => getOrder(orderUuid, signal));
  if (state.status !== 'ready') return <NotReadyView state={state} retry={retry} loading={PAYMENT_TEXTS.loading} notFound={PAYMENT_TEXTS.notFoundHint} />;
  const order = state.data;
  return (
    <table className={styles.table} data-new-tickets>
      <caption className={styles.smallTitle}>{PAYMENT_TEXTS.newTickets}</caption>
      <thead>
        <tr>
          <th scope="col">Пассажир</th>
          <th scope="col">{PAYMENT_TEXTS.ticketNumber}</th>
        </tr>
      </thead>
      <tbody>
        {order.passengers.map((passenger, index) => (
          <tr key={index}>
            <th scope="row" data-label="Пассажир">
              {passenger.lastName} {passenger.firstName}
            </th>
            <td data-label={PAYMENT_TEXTS.ticketNumber} className={`${styles.mono} ${styles.lines}`}>
              {ticketLines(passenger, order.directions) || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
