import { formatRub, maskDocumentNumber } from 'shared';
import { directionLabel, formatDateTime, ticketLines, type Exchange, type FlightOrder } from 'shared/flights';
import { AFTER_PURCHASE_TEXTS, ticketStates } from 'shared/after-purchase';
import { orderRoute, orderStatusLabel } from '../orders/order-summary';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './itinerary-receipt.module.css';

/** Set on <html> only while the receipt prints, so the print rules never touch any other page. */
const PRINTING_ATTRIBUTE = 'data-profile-receipt';

/** Prints the receipt alone (the print stylesheet hides the rest while the attribute is set); `window.print()` blocks until closed, `afterprint` clears it otherwise. */
export function printReceipt(): void {
  const root = document.documentElement;
  root.setAttribute(PRINTING_ATTRIBUTE, '');
  const clear = () => root.removeAttribute(PRINTING_ATTRIBUTE);
  window.addEventListener('afterprint', clear, { once: true });
  window.print();
}

/** The itinerary receipt: hidden on screen, the only thing on paper when printed. */
export function ItineraryReceipt({ order, exchanges }: { order: FlightOrder; exchanges: readonly Exchange[] }) {
  const voided = voidTickets(order, exchanges);
  return (
    <section className={styles.receipt} aria-hidden="true" data-itinerary-receipt>
      <h2 className={styles.title}>{PROFILE_TEXTS.receiptTitle}</h2>
      <p>
        {PROFILE_TEXTS.orderNumber} {order.orderUuid} · {orderStatusLabel(order)} · {formatDateTime(order.createdAt)}
      </p>
      <p className={styles.route}>{orderRoute(order)}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{PROFILE_TEXTS.flight}</th>
            <th>Вылет</th>
            <th>Прилёт</th>
          </tr>
        </thead>
        {order.directions.map((direction, index) => (
          <tbody key={index}>
            <tr>
              <th colSpan={3} scope="rowgroup" className={styles.directionTitle}>
                {directionLabel(index, order.directions)}: {direction.origin.city} — {direction.destination.city}
              </th>
            </tr>
            {direction.segments.map((segment) => (
              <tr key={segment.flightId}>
                <td>
                  {segment.flightNumber} {segment.carrier.name}
                </td>
                <td>
                  {formatDateTime(segment.departureLocal)} {segment.origin.city} ({segment.origin.code})
                </td>
                <td>
                  {formatDateTime(segment.arrivalLocal)} {segment.destination.city} ({segment.destination.code})
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{PROFILE_TEXTS.passengers}</th>
            <th>{PROFILE_TEXTS.document}</th>
            <th>{PROFILE_TEXTS.ticket}</th>
          </tr>
        </thead>
        <tbody>
          {order.passengers.map((passenger, index) => (
            <tr key={index}>
              <td>
                {passenger.lastName} {passenger.firstName} {passenger.middleName}
              </td>
              <td>
                {passenger.documentTypeLabel} {maskDocumentNumber(passenger.documentNumber)}
              </td>
              <td className={styles.lines}>{ticketLines(passenger, order.directions) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {voided.length > 0 && (
        <table className={styles.table} data-void-tickets>
          <caption className={styles.directionTitle}>{PROFILE_TEXTS.voidTickets}</caption>
          <thead>
            <tr>
              <th>{PROFILE_TEXTS.passengers}</th>
              <th>{PROFILE_TEXTS.ticket}</th>
              <th>{PROFILE_TEXTS.status}</th>
            </tr>
          </thead>
          <tbody>
            {voided.map((line) => (
              <tr key={`${line.number}-${line.direction}`}>
                <td>{line.passenger}</td>
                <td>
                  {line.number} · {line.direction}
                </td>
                <td>{line.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        {PROFILE_TEXTS.fare}: {order.fare.name} · {PROFILE_TEXTS.total}: {formatRub(order.total)}
      </p>
    </section>
  );
}

/**
 * The tickets no longer valid: returned ones (void once all they cover is returned, as the API's
 * `documents[].returned` says) and the numbers an exchange replaced (docs/product-rules.md §D Возврат и обмен).
 */
function voidTickets(order: FlightOrder, exchanges: readonly Exchange[]) {
  const states = ticketStates(order, [], exchanges);
  const name = (index: number) => `${order.passengers[index]!.lastName} ${order.passengers[index]!.firstName}`;
  const returned = states.filter((t) => t.returned && t.ticketNumber && isVoid(order, t.ticketNumber));
  const seen = new Set<string>();
  return [
    ...returned
      .filter((t) => !seen.has(t.ticketNumber!) && seen.add(t.ticketNumber!))
      .map((t) => ({
        passenger: name(t.passenger),
        number: t.ticketNumber!,
        direction: directionLabel(t.direction, order.directions),
        reason: AFTER_PURCHASE_TEXTS.returned,
      })),
    ...states.flatMap((t) =>
      t.voidNumbers.map((number) => ({
        passenger: name(t.passenger),
        number,
        direction: directionLabel(t.direction, order.directions),
        reason: AFTER_PURCHASE_TEXTS.exchanged,
      })),
    ),
  ];
}

/** The API marks a receipt void once every flight it covers is returned. */
const isVoid = (order: FlightOrder, number: string) => order.documents.some((d) => d.ticketNumber === number && d.returned);
