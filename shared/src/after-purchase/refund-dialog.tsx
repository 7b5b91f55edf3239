import { AlertText, Button, formatRub, ModalDialog } from 'shared';
import { quoteRefund, requestRefund, type FlightOrder, type Refund } from 'shared/flights';
import { TermList } from '../ui/term-list';
import { NotReadyView } from '../ui/page-states';
import { useApiResource } from '../ui/use-api-resource';
import { useIdempotentAction } from '../ui/use-idempotent-action';
import { AFTER_PURCHASE_TEXTS as TEXTS } from './after-purchase-texts';
import styles from './after-purchase.module.css';

export interface RefundChoice {
  passenger: number;
  direction: number;
  /** «Иванов Иван, Туда: Москва — Сочи»: which ticket, in the dialog's description. */
  label: string;
}

/** Returning one ticket: the API's amount (per ticket and per payment) shown before confirming; the confirm is one Idempotency-Key, so a retried press returns it once. */
export function RefundDialog({
  order,
  choice,
  onClose,
  onRefunded,
}: {
  order: FlightOrder;
  choice: RefundChoice | null;
  onClose: () => void;
  onRefunded: (refund: Refund) => void;
}) {
  return (
    <ModalDialog open={choice !== null} onClose={onClose} title={TEXTS.refundTitle} description={choice?.label} size="lg">
      {choice && <RefundQuote order={order} choice={choice} onClose={onClose} onRefunded={onRefunded} />}
    </ModalDialog>
  );
}

function RefundQuote({
  order,
  choice,
  onClose,
  onRefunded,
}: {
  order: FlightOrder;
  choice: RefundChoice;
  onClose: () => void;
  onRefunded: (refund: Refund) => void;
}) {
  const ticket = { passengers: [choice.passenger], directions: [choice.direction] };
  const { state, retry } = useApiResource(`${order.orderUuid}/${choice.passenger}/${choice.direction}`, (signal) =>
    quoteRefund(order.orderUuid, ticket, signal),
  );
  const { run, busy, error } = useIdempotentAction((_: 'refund', key: string) => requestRefund(order.orderUuid, ticket, key));

  if (state.status !== 'ready') return <NotReadyView state={state} retry={retry} loading={TEXTS.quoteLoading} notFound={TEXTS.refundTitle} />;
  const quote = state.data;
  async function confirm() {
    const refund = await run('refund');
    if (refund) onRefunded(refund);
  }
  return (
    <div className={styles.dialogBody}>
      {quote.tickets.map((line) => (
        <div key={`${line.passenger}-${line.direction}`} className={styles.quoteTicket}>
          <p className={styles.rule}>{line.ruleLabel}</p>
          <TermList
            className={styles.amounts}
            items={[
              { term: TEXTS.fareBack, detail: formatRub(line.fare) },
              { term: TEXTS.extrasBack, detail: line.extras > 0 ? formatRub(line.extras) : null },
            ]}
          />
        </div>
      ))}
      <p className={styles.total}>
        {TEXTS.refundTotal}: <strong data-refund-amount>{formatRub(quote.amount)}</strong>
      </p>
      {quote.payments.length > 0 && (
        <>
          <h3 className={styles.smallTitle}>{TEXTS.paymentsTitle}</h3>
          <ul className={styles.plainList}>
            {quote.payments.map((payment) => (
              <li key={payment.paymentUuid}>
                {payment.description}: {formatRub(payment.amount)} {TEXTS.methods[payment.method]}
              </li>
            ))}
          </ul>
        </>
      )}
      <AlertText className={styles.error} message={error} />
      <div className={styles.buttons}>
        <Button busy={busy} onClick={() => void confirm()}>
          {TEXTS.confirmRefund(formatRub(quote.amount))}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {TEXTS.keepTicket}
        </Button>
      </div>
    </div>
  );
}
