import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AlertText, Button, formatRub, linkTo, ModalDialog, useDocumentTitle } from 'shared';
import { useAction } from 'shared/idempotent-action';
import { NotReadyView } from 'shared/resource-page';
import { cancelOrder, formatDateTime, getProfileOrder, type FlightOrder } from 'shared/flights';
import { TermList } from 'shared/term-list';
import { OrderTicketsPanel, useAfterPurchase } from 'shared/after-purchase';
import { ORDER_NOT_FOUND, usePersonalResource } from '../data/use-personal-resource';
import { canBuyExtras, isClosed, isPayable, orderDates, orderRoute, orderStatusLabel } from '../orders/order-summary';
import { PROFILE_TEXTS } from '../profile-texts';
import { OrderDirections, OrderFare, OrderPassengers, OrderPayments, OrderTickets } from './order-sections';
import { ItineraryReceipt, printReceipt } from './itinerary-receipt';
import styles from './order-view.module.css';

/** One order of the signed-in person (`profileOrderView`); another person's order is not found. */
export function OrderViewPage() {
  const { orderUuid = '' } = useParams();
  const { state, retry, replace } = usePersonalResource(orderUuid, (signal) => getProfileOrder(orderUuid, signal));
  if (state.status !== 'ready') return <NotReadyView state={state} retry={retry} loading={PROFILE_TEXTS.loading} notFound={ORDER_NOT_FOUND} />;
  return <OrderView order={state.data} onChange={replace} />;
}

/** «Возврат и обмен» of the order, and what the receipt marks void. */
function AfterPurchaseSection({ order, onChange }: { order: FlightOrder; onChange: (order: FlightOrder) => void }) {
  const { state, retry, reload } = useAfterPurchase(order, getProfileOrder, onChange);
  switch (order.status) {
    case 'TICKETED':
    case 'REFUNDED':
      return (
        <>
          <OrderTicketsPanel order={order} state={state} onRetry={retry} onChanged={reload} />
          <ItineraryReceipt order={order} exchanges={state.status === 'ready' ? state.data.exchanges : []} />
        </>
      );
    default:
      return isClosed(order) ? null : <ItineraryReceipt order={order} exchanges={[]} />;
  }
}

function OrderView({ order, onChange }: { order: FlightOrder; onChange: (order: FlightOrder) => void }) {
  const titleId = useId();
  const route = orderRoute(order);
  useDocumentTitle(PROFILE_TEXTS.orderTitle(route));
  return (
    <article aria-labelledby={titleId} className={styles.order} data-order-uuid={order.orderUuid}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {route}
        </h1>
        <p className={styles.meta}>
          {orderDates(order)} · {PROFILE_TEXTS.orderNumber} {order.orderUuid.slice(0, 8).toUpperCase()}
        </p>
        <TermList
          className={styles.summary}
          items={[
            {
              term: PROFILE_TEXTS.status,
              detail: (
                <span className={styles.status} data-status={order.status}>
                  {orderStatusLabel(order)}
                </span>
              ),
            },
            { term: PROFILE_TEXTS.total, detail: formatRub(order.total), detailProps: { className: styles.total } },
            { term: PROFILE_TEXTS.createdAt, detail: formatDateTime(order.createdAt) },
            { term: PROFILE_TEXTS.payUntil, detail: isPayable(order) && order.paymentDeadline ? formatDateTime(order.paymentDeadline) : null },
          ]}
        />
        <OrderActions order={order} onChange={onChange} />
      </header>
      <OrderDirections order={order} />
      <OrderFare order={order} />
      <OrderPassengers order={order} />
      <AfterPurchaseSection order={order} onChange={onChange} />
      <OrderTickets order={order} />
      <OrderPayments order={order} />
      <section aria-labelledby={`${titleId}-contacts`} className={styles.section}>
        <h2 id={`${titleId}-contacts`} className={styles.sectionTitle}>
          {PROFILE_TEXTS.contacts}
        </h2>
        <TermList
          className={styles.pairs}
          items={[
            { term: PROFILE_TEXTS.email, detail: order.email },
            { term: PROFILE_TEXTS.phone, detail: order.phone },
          ]}
        />
      </section>
    </article>
  );
}

function OrderActions({ order, onChange }: { order: FlightOrder; onChange: (order: FlightOrder) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useAction(async () => {
    onChange(await cancelOrder(order.orderUuid));
    setNotice(PROFILE_TEXTS.cancelled);
    setConfirming(false);
  });

  return (
    <div className={styles.actions}>
      {isPayable(order) && (
        <Link className={styles.payLink} to={linkTo('bookingSubmit', { orderUuid: order.orderUuid })}>
          {PROFILE_TEXTS.pay}
        </Link>
      )}
      {canBuyExtras(order) && (
        <Link className={styles.actionLink} to={linkTo('profileOrderPaidFeatures', { orderUuid: order.orderUuid })}>
          {PROFILE_TEXTS.paidFeatures}
        </Link>
      )}
      {!isClosed(order) && (
        <Button variant="secondary" onClick={printReceipt}>
          {PROFILE_TEXTS.print}
        </Button>
      )}
      {order.status === 'BOOKED' && (
        <Button variant="link" onClick={() => setConfirming(true)}>
          {PROFILE_TEXTS.cancel}
        </Button>
      )}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {cancel.error && !confirming && (
        <p role="alert" className={styles.error}>
          {cancel.error}
        </p>
      )}
      <ModalDialog open={confirming} onClose={() => setConfirming(false)} title={PROFILE_TEXTS.cancelConfirmTitle} size="sm">
        <p>{PROFILE_TEXTS.cancelConfirmText}</p>
        <AlertText className={styles.error} message={cancel.error} />
        <div className={styles.dialogButtons}>
          <Button busy={cancel.busy} onClick={() => void cancel.run()}>
            {PROFILE_TEXTS.cancelConfirm}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {PROFILE_TEXTS.keep}
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}
