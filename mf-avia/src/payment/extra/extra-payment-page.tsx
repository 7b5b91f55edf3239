import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, formatDate, formatRub, linkTo, useDocumentTitle } from 'shared';
import { useApiResource } from 'shared/resource-page';
import { TermList } from 'shared/term-list';
import { getExtraPayment, payExtraPayment, type ExtraPayment, type PaymentAttempt } from 'shared/flights';
import { PaymentOrderLink } from '../common/order-link';
import { sbpKeyStore } from '../common/sbp-key-store';
import { PayForm } from '../common/payment-method-choice';
import { QrPanel } from '../common/qr-panel';
import { isPaymentNotFound, PaymentPage } from '../common/payment-page';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

/** A pending SBP attempt the person already started (reload, came back): show its QR code again. */
function pendingSbp(payment: ExtraPayment): PaymentAttempt | null {
  const last = payment.lastAttempt;
  return last && last.method === 'sbp' && last.status === 'PENDING' && new Date(last.expiresAt).getTime() > Date.now() ? last : null;
}

/** `/payments/:paymentUuid` (route extraPayment): pay for a paid option of an order by card or SBP. */
export function ExtraPaymentPage() {
  const { paymentUuid = '' } = useParams();
  const { state, retry } = useApiResource(paymentUuid, (signal) => getExtraPayment(paymentUuid, signal), { isNotFound: isPaymentNotFound });
  const title = state.status === 'ready' && state.data.purpose === 'EXCHANGE' ? PAYMENT_TEXTS.exchangeTitle : PAYMENT_TEXTS.extraTitle;
  useDocumentTitle(title);

  return (
    <PaymentPage state={state} retry={retry} loading={PAYMENT_TEXTS.loadingPayment} title={title} narrow>
      {(payment) => <ExtraPaymentContent payment={payment} />}
    </PaymentPage>
  );
}

function PaymentFacts({ payment }: { payment: ExtraPayment }) {
  return (
    <TermList
      className={`${styles.card} ${styles.facts}`}
      items={[
        { term: payment.purpose === 'EXCHANGE' ? PAYMENT_TEXTS.exchangeFor : PAYMENT_TEXTS.extraFor, detail: payment.description },
        { term: PAYMENT_TEXTS.extraOrder, detail: `${payment.order.route}, ${formatDate(payment.order.departureDate)}` },
        { term: PAYMENT_TEXTS.qrAmount, detail: formatRub(payment.amount), detailProps: { className: styles.amount } },
      ]}
    />
  );
}

function statusText(payment: ExtraPayment): string {
  const exchange = payment.purpose === 'EXCHANGE';
  if (payment.status === 'PAID') return exchange ? PAYMENT_TEXTS.exchangePaid : PAYMENT_TEXTS.extraPaid;
  return exchange ? PAYMENT_TEXTS.exchangeCancelled : PAYMENT_TEXTS.extraCancelled;
}

function ExtraPaymentContent({ payment }: { payment: ExtraPayment }) {
  const navigate = useNavigate();
  const [qr, setQr] = useState<PaymentAttempt | null>(() => pendingSbp(payment));
  const result = (status: 'success' | 'fail') => linkTo('extraPaymentFinished', { paymentUuid: payment.paymentUuid, status });

  if (payment.status !== 'PENDING') {
    return (
      <>
        <PaymentFacts payment={payment} />
        <div className={styles.card} role="status">
          <p>{statusText(payment)}</p>
          <PaymentOrderLink className={styles.link} payment={payment} />
        </div>
      </>
    );
  }
  return (
    <>
      <PaymentFacts payment={payment} />
      {qr ? (
        <>
          <QrPanel
            key={qr.attemptId}
            attempt={qr}
            onSucceeded={() => {
              sbpKeyStore.forget(payment.paymentUuid);
              navigate(result('success'));
            }}
            onPayAgain={() => setQr(null)}
          />
          <p className={styles.back}>
            <Button variant="link" onClick={() => setQr(null)}>
              {PAYMENT_TEXTS.otherMethod}
            </Button>
          </p>
        </>
      ) : (
        <PayForm
          amount={payment.amount}
          start={(chosen, key) => {
            if (chosen === 'sbp') sbpKeyStore.write(payment.paymentUuid, key);
            return payExtraPayment(payment.paymentUuid, chosen, key);
          }}
          onSbp={(attempt) => attempt.paymentUuid === payment.paymentUuid && setQr(attempt)}
        />
      )}
    </>
  );
}
