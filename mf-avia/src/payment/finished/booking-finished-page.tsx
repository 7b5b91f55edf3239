import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import { Button, EmailAddress, isAuthorisedAtom, linkTo, maskDocumentNumber, openAuthModalAtom, useDocumentTitle } from 'shared';
import { usePolledApiResource } from 'shared/resource-page';
import { getOrder, ticketLines, type FlightOrder } from 'shared/flights';
import { OrderTicketsPanel, useAfterPurchase } from 'shared/after-purchase';
import { settledOrderTitle } from '../common/order-state-title';
import { OrderColumns } from '../common/order-summary';
import { isPaymentNotFound, PaymentPage } from '../common/payment-page';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

/** A paid order whose tickets are not out yet is asked again this often (a real airline takes a while). */
const TICKETING_POLL_MS = 5000;

function titleOf(order: FlightOrder): string {
  return settledOrderTitle(order) ?? PAYMENT_TEXTS.finishedTitleUnpaid;
}

/** `/avia/orders/:orderUuid/finished` (route bookingFinished): the result of paying an order. */
export function BookingFinishedPage() {
  const { orderUuid = '' } = useParams();
  // Paid, not yet ticketed: asked again until the tickets are there.
  const { state, retry, replace } = usePolledApiResource(orderUuid, (signal) => getOrder(orderUuid, signal), {
    isNotFound: isPaymentNotFound,
    poll: { everyMs: TICKETING_POLL_MS, while: (order) => order.status === 'PAID' },
  });
  const title = state.status === 'ready' ? titleOf(state.data) : PAYMENT_TEXTS.submitTitle;
  useDocumentTitle(title);
  const paid = state.status === 'ready' && ['PAID', 'TICKETED', 'REFUNDED'].includes(state.data.status);
  return (
    <PaymentPage state={state} retry={retry} loading={PAYMENT_TEXTS.loading} title={title} titleClass={paid ? styles.success : undefined}>
      {(order) => <OrderColumns order={order}>{paid ? <PaidOrder order={order} onChange={replace} /> : <UnpaidOrder order={order} />}</OrderColumns>}
    </PaymentPage>
  );
}

function MailNotice({ email }: { email: string }) {
  return (
    <p data-mail-notice>
      {PAYMENT_TEXTS.mailNotice} <EmailAddress email={email}>.</EmailAddress>
    </p>
  );
}

/**
 * The order page a mail links to is a guest's way back to the order: «Возврат и обмен» answer to
 * whoever holds the link (docs/product-rules.md §D Возврат и обмен), as in the profile.
 */
function AfterPurchase({ order, onChange }: { order: FlightOrder; onChange: (order: FlightOrder) => void }) {
  const { state, retry, reload } = useAfterPurchase(order, getOrder, onChange);
  return <OrderTicketsPanel order={order} state={state} onRetry={retry} onChanged={reload} />;
}

function PaidOrder({ order, onChange }: { order: FlightOrder; onChange: (order: FlightOrder) => void }) {
  return (
    <>
      <div className={styles.card}>
        {order.status === 'PAID' ? <p role="status">{PAYMENT_TEXTS.ticketsIssuing}</p> : <MailNotice email={order.email} />}
        <table className={styles.table}>
          <caption className={styles.smallTitle}>{PAYMENT_TEXTS.passengers}</caption>
          <thead>
            <tr>
              <th scope="col">Пассажир</th>
              <th scope="col">{PAYMENT_TEXTS.document}</th>
              <th scope="col">{PAYMENT_TEXTS.ticketNumber}</th>
            </tr>
          </thead>
          <tbody>
            {order.passengers.map((passenger, index) => (
              <tr key={index}>
                <th scope="row" data-label="Пассажир">
                  {passenger.lastName} {passenger.firstName} {passenger.middleName}
                  <span className={styles.muted}> ({passenger.passengerTypeLabel})</span>
                </th>
                <td data-label={PAYMENT_TEXTS.document}>
                  {passenger.documentTypeLabel} <span className={styles.mono}>{maskDocumentNumber(passenger.documentNumber)}</span>
                </td>
                <td data-label={PAYMENT_TEXTS.ticketNumber} className={`${styles.mono} ${styles.lines}`}>
                  {ticketLines(passenger, order.directions) || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {order.status !== 'PAID' && <AfterPurchase order={order} onChange={onChange} />}
      <AccountInvite order={order} />
    </>
  );
}

function UnpaidOrder({ order }: { order: FlightOrder }) {
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.statusLine}>{order.statusLabel}</p>
      {order.status === 'BOOKED' ? (
        <>
          <p>{PAYMENT_TEXTS.unpaidText}</p>
          <Link className={styles.buttonLink} to={linkTo('bookingSubmit', { orderUuid: order.orderUuid })}>
            {PAYMENT_TEXTS.payAgain}
          </Link>
        </>
      ) : (
        <>
          <p>{PAYMENT_TEXTS.orderClosed}</p>
          <Link className={styles.link} to={linkTo('search', { searchString: order.searchString })}>
            {PAYMENT_TEXTS.searchAgain}
          </Link>
        </>
      )}
    </div>
  );
}

/** A guest is invited to sign up with the order's e-mail; a signed-in traveller gets the order in the profile. */
function AccountInvite({ order }: { order: FlightOrder }) {
  const authorised = useAtomValue(isAuthorisedAtom);
  const openAuthModal = useSetAtom(openAuthModalAtom);
  if (authorised) {
    return (
      <p className={styles.card}>
        <Link className={styles.link} to={linkTo('profileOrderView', { orderUuid: order.orderUuid })}>
          {PAYMENT_TEXTS.toProfileOrder}
        </Link>
      </p>
    );
  }
  return (
    <div className={styles.card}>
      <p>{PAYMENT_TEXTS.guestInvite}</p>
      <Button variant="secondary" onClick={() => openAuthModal({ mode: 'signUp', email: order.email })}>
        {PAYMENT_TEXTS.register}
      </Button>
    </div>
  );
}
