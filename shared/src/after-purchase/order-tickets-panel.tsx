import { lazy, Suspense, useId, useState } from 'react';
import { Button, formatRub } from 'shared';
import type { Exchange, FlightOrder, Refund } from 'shared/flights';
import { FailureNotice, LoadingView } from '../ui/page-states';
import type { ResourceState } from '../ui/use-api-resource';
import { AFTER_PURCHASE_TEXTS as TEXTS } from './after-purchase-texts';
import type { ExchangeChoice } from './exchange-dialog';
import { RefundDialog, type RefundChoice } from './refund-dialog';
import { directionName, ticketStates, type TicketState } from './ticket-states';
import styles from './after-purchase.module.css';

// The exchange brings the flight search, its results' schema and the date field: loaded on «Обменять билет», not with the order's page.
const ExchangeDialog = lazy(() => import('./exchange-dialog').then((m) => ({ default: m.ExchangeDialog })));

export interface AfterPurchaseData {
  refunds: Refund[];
  exchanges: Exchange[];
}

interface PanelProps {
  order: FlightOrder;
  /** The order's returns and exchanges (`useAfterPurchase`). */
  state: ResourceState<AfterPurchaseData>;
  onRetry: () => void;
  /** Something was returned or exchanged: the page reads the order and its returns again. */
  onChanged: () => void;
  /** The heading level the page's sections use (h2 in the profile, h2 under the guest page's h1). */
  headingLevel?: 2 | 3;
}

/**
 * «Возврат и обмен» of a ticketed order (profile and guest order page): every ticket with its state (in force, «Возвращён»,
 * «Обменян»), «Вернуть билет» per ticket and «Обменять билет» per flight as the fare allows (§D Возврат и обмен).
 */
export function OrderTicketsPanel({ order, state, onRetry, onChanged, headingLevel = 2 }: PanelProps) {
  const titleId = useId();
  const [refund, setRefund] = useState<RefundChoice | null>(null);
  const [exchange, setExchange] = useState<ExchangeChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const ticketed = order.status === 'TICKETED';
  const exchangeAllowed = order.fare.conditions.exchange.allowed;

  return (
    <section aria-labelledby={titleId} className={styles.panel} data-after-purchase>
      <Heading id={titleId} className={styles.title}>
        {TEXTS.title}
      </Heading>
      {ticketed && <p className={styles.muted}>{TEXTS.intro}</p>}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {state.status === 'loading' && <LoadingView label={TEXTS.loading} />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <FailureNotice message={state.status === 'failed' ? state.message : TEXTS.loading} onRetry={onRetry} />
      )}
      {state.status === 'ready' &&
        order.directions.map((_, d) => {
          const tickets = ticketStates(order, state.data.refunds, state.data.exchanges).filter((t) => t.direction === d);
          const name = directionName(order, d);
          const canExchange = ticketed && exchangeAllowed && tickets.every((t) => !t.returned);
          return (
            <div key={d} className={styles.direction} data-direction={d}>
              <SubHeading className={styles.directionTitle}>{name}</SubHeading>
              <ul className={styles.tickets}>
                {tickets.map((ticket) => {
                  const passenger = order.passengers[ticket.passenger]!;
                  const who = `${passenger.lastName} ${passenger.firstName}`;
                  return (
                    <li
                      key={ticket.passenger}
                      className={styles.ticket}
                      data-ticket-state={ticket.returned ? 'returned' : ticket.voidNumbers.length > 0 ? 'exchanged' : 'active'}
                    >
                      <div>
                        <p className={styles.who}>{who}</p>
                        <TicketLine ticket={ticket} />
                      </div>
                      {ticketed && !ticket.returned && (
                        <Button
                          variant="secondary"
                          aria-label={TEXTS.refundTicketOf(who, name)}
                          onClick={() => {
                            setNotice(null);
                            setRefund({ passenger: ticket.passenger, direction: d, label: `${who}, ${name}` });
                          }}
                        >
                          {TEXTS.refundTicket}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
              {canExchange && (
                <Button
                  variant="secondary"
                  aria-label={TEXTS.exchangeTicketOf(name)}
                  onClick={() => {
                    setNotice(null);
                    setExchange({ direction: d, label: name });
                  }}
                >
                  {TEXTS.exchangeTicket}
                </Button>
              )}
              {ticketed && !exchangeAllowed && d === 0 && <p className={styles.muted}>{TEXTS.exchangeNotAllowed}</p>}
            </div>
          );
        })}
      <RefundDialog
        order={order}
        choice={refund}
        onClose={() => setRefund(null)}
        onRefunded={() => {
          setRefund(null);
          setNotice(TEXTS.refundRequested);
          onChanged();
        }}
      />
      {exchange && (
        <Suspense fallback={<LoadingView label={TEXTS.exchangeTitle} />}>
          <ExchangeDialog
            order={order}
            choice={exchange}
            onClose={() => setExchange(null)}
            onExchanged={() => {
              setExchange(null);
              setNotice(TEXTS.exchangedDone);
              onChanged();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The ticket's number and state: «Действует», «Возвращён» with what comes back and the money's state, or «Обменян» and each void number. */
function TicketLine({ ticket }: { ticket: TicketState }) {
  return (
    <p className={styles.state}>
      {ticket.ticketNumber && (
        <span>
          {TEXTS.ticket} № <span className={styles.mono}>{ticket.ticketNumber}</span> ·{' '}
        </span>
      )}
      {ticket.returned ? (
        <strong className={styles.returned}>{TEXTS.returned}</strong>
      ) : ticket.voidNumbers.length > 0 ? (
        <strong className={styles.exchanged}>{TEXTS.exchanged}</strong>
      ) : (
        <span>{TEXTS.active}</span>
      )}
      {ticket.refund && <span data-refund-status={ticket.refund.status}>, {TEXTS.refundLine(formatRub(ticket.refund.amount), ticket.refund.statusLabel)}</span>}
      {ticket.voidNumbers.map((number) => (
        <span key={number} className={styles.void}>
          , {TEXTS.voidTicket(number)}
        </span>
      ))}
    </p>
  );
}
