import { Link } from 'react-router-dom';
import { formatRub, linkTo } from 'shared';
import { formatDateTime, type FlightOrder } from 'shared/flights';
import { AFTER_PURCHASE_TEXTS, returnedTicketCount } from 'shared/after-purchase';
import { PROFILE_TEXTS } from '../profile-texts';
import { isPayable, orderDates, orderPassengerNames, orderRoute, orderStatusLabel } from './order-summary';
import styles from './orders.module.css';

/** One order in the list: where, when, who, its state, the amount and what to do next. */
export function OrderCard({ order }: { order: FlightOrder }) {
  const route = orderRoute(order);
  const payable = isPayable(order);
  const { returned, total } = returnedTicketCount(order);
  return (
    <article className={styles.card} aria-label={`${route}, ${orderDates(order)}`} data-order-uuid={order.orderUuid}>
      <div className={styles.cardMain}>
        <h2 className={styles.route}>
          <Link to={linkTo('profileOrderView', { orderUuid: order.orderUuid })} className={styles.routeLink}>
            {route}
          </Link>
        </h2>
        <p className={styles.dates}>{orderDates(order)}</p>
        <p className={styles.passengers}>
          {PROFILE_TEXTS.passengersCount(order.passengers.length)}: {orderPassengerNames(order)}
        </p>
      </div>
      <div className={styles.cardSide}>
        <p className={styles.status} data-status={order.status}>
          {orderStatusLabel(order)}
        </p>
        {returned > 0 && returned < total && <p className={styles.returned}>{AFTER_PURCHASE_TEXTS.returnedCount(returned, total)}</p>}
        <p className={styles.amount}>{formatRub(order.total)}</p>
        {payable && (
          <>
            {order.paymentDeadline && (
              <p className={styles.deadline}>
                {PROFILE_TEXTS.payUntil} {formatDateTime(order.paymentDeadline)}
              </p>
            )}
            <Link className={styles.payLink} to={linkTo('bookingSubmit', { orderUuid: order.orderUuid })}>
              {PROFILE_TEXTS.pay}
            </Link>
          </>
        )}
      </div>
    </article>
  );
}
