import { useId } from 'react';
import { formatRub, maskDocumentNumber } from 'shared';
import { directionLabel, formatDateTime, formatDuration, ticketLines, type FlightOrder } from 'shared/flights';
import { TermList } from 'shared/term-list';
import { isClosed } from '../orders/order-summary';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './order-view.module.css';

interface SectionProps {
  order: FlightOrder;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Every flight of the trip, direction by direction, with the connections between them. */
export function OrderDirections({ order }: SectionProps) {
  return (
    <Section title={PROFILE_TEXTS.route}>
      {order.directions.map((direction, index) => (
        <div key={index} className={styles.direction}>
          <h3 className={styles.directionTitle}>
            {directionLabel(index, order.directions)}: {direction.origin.city} — {direction.destination.city}
            <span className={styles.muted}> · {formatDuration(direction.durationMinutes)}</span>
          </h3>
          <ol className={styles.segments}>
            {direction.segments.map((segment, segmentIndex) => (
              <li key={segment.flightId} className={styles.segment}>
                <p className={styles.segmentTimes}>
                  <strong>{formatDateTime(segment.departureLocal)}</strong> {segment.origin.city} ({segment.origin.code}, {segment.origin.name}){' → '}
                  <strong>{formatDateTime(segment.arrivalLocal)}</strong> {segment.destination.city} ({segment.destination.code}, {segment.destination.name})
                </p>
                <p className={styles.muted}>
                  {PROFILE_TEXTS.flight} {segment.flightNumber}, {segment.carrier.name} · {PROFILE_TEXTS.aircraft} {segment.aircraft} ·{' '}
                  {formatDuration(segment.durationMinutes)}
                </p>
                {direction.layovers[segmentIndex] && (
                  <p className={styles.layover}>
                    {PROFILE_TEXTS.transfer}: {direction.layovers[segmentIndex].airport.city} ({direction.layovers[segmentIndex].airport.code}),{' '}
                    {formatDuration(direction.layovers[segmentIndex].durationMinutes)}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </Section>
  );
}

function feeText(rule: { allowed: boolean; feeRub: number | null }): string {
  if (!rule.allowed) return PROFILE_TEXTS.notAllowed;
  return rule.feeRub ? `${PROFILE_TEXTS.allowed}, ${PROFILE_TEXTS.fee} ${formatRub(rule.feeRub)}` : PROFILE_TEXTS.allowed;
}

export function OrderFare({ order }: SectionProps) {
  const { conditions } = order.fare;
  return (
    <Section title={`${PROFILE_TEXTS.fare}: ${order.fare.name}`}>
      <TermList
        className={styles.pairs}
        items={[
          { term: PROFILE_TEXTS.cabinBag, detail: `${conditions.cabinBag.pieces} × ${conditions.cabinBag.weightKg} кг` },
          {
            term: PROFILE_TEXTS.checkedBag,
            detail: conditions.checkedBag ? `${conditions.checkedBag.pieces} × ${conditions.checkedBag.weightKg} кг` : PROFILE_TEXTS.noCheckedBag,
          },
          { term: PROFILE_TEXTS.exchange, detail: feeText(conditions.exchange) },
          { term: PROFILE_TEXTS.refund, detail: feeText(conditions.refund) },
        ]}
      />
      <ul className={styles.breakdown}>
        {order.price.breakdown.map((line) => (
          <li key={line.passengerType}>
            {line.label} × {line.count}: {formatRub(line.amount)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Passengers with their documents masked (only the last digits show). */
export function OrderPassengers({ order }: SectionProps) {
  return (
    <Section title={PROFILE_TEXTS.passengers}>
      <ul className={styles.people}>
        {order.passengers.map((passenger, index) => (
          <li key={index} className={styles.person}>
            <p className={styles.personName}>
              {passenger.lastName} {passenger.firstName} {passenger.middleName}
              <span className={styles.muted}> · {passenger.passengerTypeLabel}</span>
            </p>
            <p className={styles.muted}>
              {PROFILE_TEXTS.birthDate}: {passenger.birthDate} · {PROFILE_TEXTS.document}: {passenger.documentTypeLabel}{' '}
              <span data-document-number>{maskDocumentNumber(passenger.documentNumber)}</span>
            </p>
            <TicketLine order={order} passenger={passenger} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The passenger's tickets; before payment, that they will come; nothing for an order that never will be ticketed. */
function TicketLine({ order, passenger }: SectionProps & { passenger: FlightOrder['passengers'][number] }) {
  const tickets = ticketLines(passenger, order.directions).replaceAll('\n', '; ');
  if (!tickets && isClosed(order)) return null;
  return (
    <p className={styles.muted}>
      {PROFILE_TEXTS.ticket}: {tickets || PROFILE_TEXTS.ticketPending}
    </p>
  );
}

export function OrderTickets({ order }: SectionProps) {
  return (
    <Section title={PROFILE_TEXTS.tickets}>
      {order.documents.length === 0 ? (
        <p className={styles.muted}>{isClosed(order) ? PROFILE_TEXTS.noTicketsClosed : PROFILE_TEXTS.noTickets}</p>
      ) : (
        <ul className={styles.plainList}>
          {order.documents.map((document, index) => (
            <li key={index}>
              {document.title}
              {document.ticketNumber && <> · № {document.ticketNumber}</>}
              {document.returned && <strong className={styles.voidMark}> · {PROFILE_TEXTS.returnedVoid}</strong>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function OrderPayments({ order }: SectionProps) {
  return (
    <Section title={PROFILE_TEXTS.payments}>
      {order.payments.length === 0 ? (
        <p className={styles.muted}>{PROFILE_TEXTS.noPayments}</p>
      ) : (
        <ul className={styles.plainList}>
          {order.payments.map((payment) => (
            <li key={payment.paymentUuid} className={styles.payment}>
              <span>{payment.description}</span>
              <span className={styles.paymentAmount}>{formatRub(payment.amount)}</span>
              <span className={styles.muted}>
                {PROFILE_TEXTS.paymentStatus[payment.status] ?? payment.status}
                {payment.paidAt && <> · {formatDateTime(payment.paidAt)}</>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
