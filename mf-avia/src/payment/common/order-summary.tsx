import type { ReactNode } from 'react';
import { formatRub } from 'shared';
import { directionLabel, formatDateTime, formatDuration, stopsLabel, type FlightOrder } from 'shared/flights';
import { TermList } from 'shared/term-list';
import { PAYMENT_TEXTS } from '../payment-texts';
import { bookingReference } from './booking-reference';
import { totalLabel } from './order-state-title';
import styles from '../payment.module.css';

type Direction = FlightOrder['directions'][number];

function DirectionRow({ direction, label }: { direction: Direction; label: string }) {
  return (
    <li className={styles.direction}>
      <p className={styles.directionRoute}>
        {label}: {direction.origin.city} → {direction.destination.city}
      </p>
      <p className={styles.muted}>
        {formatDateTime(direction.departureLocal)} ({direction.origin.code}) — {formatDateTime(direction.arrivalLocal)} ({direction.destination.code})
      </p>
      <p className={styles.muted}>
        {direction.segments.map((segment) => `${segment.carrier.name} ${segment.flightNumber}`).join(', ')} · {formatDuration(direction.durationMinutes)} ·{' '}
        {stopsLabel(direction.stops).toLowerCase()}
      </p>
    </li>
  );
}

/** What is being paid for: the trip, the fare, the passengers and the price per passenger type. */
export function OrderSummary({ order }: { order: FlightOrder }) {
  return (
    <section className={styles.card} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.subtitle}>
        {PAYMENT_TEXTS.route}
      </h2>
      <ul className={styles.plainList}>
        {order.directions.map((direction, index) => (
          <DirectionRow key={index} direction={direction} label={directionLabel(index, order.directions)} />
        ))}
      </ul>
      <p>
        {PAYMENT_TEXTS.fare}: {order.fare.name}
      </p>
      <h3 className={styles.smallTitle}>{PAYMENT_TEXTS.passengers}</h3>
      <ul className={styles.plainList}>
        {order.passengers.map((passenger, index) => (
          <li key={index}>
            {passenger.lastName} {passenger.firstName} {passenger.middleName} <span className={styles.muted}>({passenger.passengerTypeLabel})</span>
          </li>
        ))}
      </ul>
      <TermList
        className={styles.priceList}
        items={[
          ...order.price.breakdown.map((line) => ({
            key: line.passengerType,
            className: styles.priceRow,
            term: `${line.label} × ${line.count}`,
            detail: formatRub(line.amount),
          })),
          { key: 'total', className: `${styles.priceRow} ${styles.totalRow}`, term: totalLabel(order), detail: formatRub(order.total) },
        ]}
      />
    </section>
  );
}

/** An order's page in two columns (one on a phone): its number over `children`, beside what is being paid for. */
export function OrderColumns({ order, children }: { order: FlightOrder; children: ReactNode }) {
  return (
    <div className={styles.columns}>
      <div className={styles.mainColumn}>
        <p className={styles.orderNumber}>
          {PAYMENT_TEXTS.orderNumber}: <span className={styles.mono}>{bookingReference(order.orderUuid)}</span>
        </p>
        {children}
      </div>
      <div className={styles.sideColumn}>
        <OrderSummary order={order} />
      </div>
    </div>
  );
}
