import { useEffect, useRef } from 'react';
import { AlertText, Button, formatRub, isProductionSite } from 'shared';
import { confirmSandboxSbpPayment, getPaymentAttempt, type PaymentAttempt } from 'shared/flights';
import { useAction } from 'shared/idempotent-action';
import { usePolledApiResource } from 'shared/resource-page';
import { PAYMENT_TEXTS } from '../payment-texts';
import { Countdown } from './countdown';
import { QrCodeSvg } from './qr-code-svg';
import { useCountdown } from '../../common/use-countdown';
import styles from '../payment.module.css';

/** How often the QR page asks whether the bank has confirmed: quick enough to feel instant. */
export const STATUS_POLL_MS = 2000;

export interface QrPanelProps {
  attempt: PaymentAttempt;
  /** The bank confirmed: go on to the result page. */
  onSucceeded: () => void;
  /** Start a new SBP attempt (this one expired or failed). */
  onPayAgain: () => void;
  payAgainBusy?: boolean;
  payAgainError?: string | null;
}

/** The SBP QR code (§D Payments): code, amount, validity, a bank-app link on phones and the polled status; outside production the sandbox 'Я оплатил'. */
export function QrPanel({ attempt: initial, onSucceeded, onPayAgain, payAgainBusy, payAgainError }: QrPanelProps) {
  // Asked until SUCCEEDED, FAILED or EXPIRED (also once the client clock says the time is over: the
  // server decides, it may have been paid in the last second); paused while the tab is hidden, and
  // asked at once when it is shown again, since the person has most likely just paid in the bank's app.
  const { state, replace: update } = usePolledApiResource(
    `${initial.paymentUuid}/${initial.attemptId}`,
    (signal) => getPaymentAttempt(initial.paymentUuid, initial.attemptId, signal),
    { initial: () => initial, poll: { everyMs: STATUS_POLL_MS, while: (shown) => shown.status === 'PENDING' } },
  );
  const attempt = state.status === 'ready' ? state.data : initial;
  const secondsLeft = useCountdown(attempt.expiresAt);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const expiredHere = attempt.status === 'PENDING' && secondsLeft === 0;
  const status = expiredHere ? 'EXPIRED' : attempt.status;

  useEffect(() => {
    if (attempt.status === 'SUCCEEDED') onSucceeded();
    // onSucceeded is the page's navigation; run it once when the status turns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt.status]);

  useEffect(() => {
    if (status === 'EXPIRED' || status === 'FAILED') outcomeRef.current?.focus();
  }, [status]);

  const sandboxPaid = useAction(async () => update(await confirmSandboxSbpPayment(attempt.attemptId)));

  const statusText =
    status === 'SUCCEEDED'
      ? PAYMENT_TEXTS.qrPaid
      : status === 'EXPIRED'
        ? PAYMENT_TEXTS.qrExpired
        : status === 'FAILED'
          ? PAYMENT_TEXTS.qrFailed
          : PAYMENT_TEXTS.qrWaiting;

  return (
    <section className={`${styles.card} ${styles.qrPanel}`} aria-labelledby="qr-panel-amount">
      <p id="qr-panel-amount" className={styles.qrAmount}>
        {PAYMENT_TEXTS.qrAmount}: <strong>{formatRub(attempt.amount)}</strong>
      </p>
      {status === 'PENDING' && attempt.qrPayload ? (
        <>
          <div className={styles.qrCode}>
            <QrCodeSvg payload={attempt.qrPayload} label={PAYMENT_TEXTS.qrImage} />
          </div>
          <p className={styles.qrHowTo}>{PAYMENT_TEXTS.qrHowTo}</p>
          <a className={`${styles.bankLink} ${styles.phoneOnly}`} href={attempt.qrPayload}>
            {PAYMENT_TEXTS.openBankApp}
          </a>
          <Countdown label={PAYMENT_TEXTS.qrExpiresIn} secondsLeft={secondsLeft} />
        </>
      ) : null}
      <p role="status" className={styles.qrStatus}>
        {statusText}
      </p>
      {status === 'EXPIRED' || status === 'FAILED' ? (
        <div ref={outcomeRef} tabIndex={-1} className={styles.actions}>
          <Button onClick={onPayAgain} busy={payAgainBusy}>
            {PAYMENT_TEXTS.payAgain}
          </Button>
          <AlertText className={styles.error} message={payAgainError} />
        </div>
      ) : null}
      {status === 'PENDING' && !isProductionSite() ? (
        <div className={styles.sandbox}>
          <p className={styles.muted}>{PAYMENT_TEXTS.sandboxNote}</p>
          <Button variant="secondary" onClick={() => void sandboxPaid.run()} busy={sandboxPaid.busy}>
            {PAYMENT_TEXTS.sandboxPaid}
          </Button>
          <AlertText className={styles.error} message={sandboxPaid.error} />
        </div>
      ) : null}
    </section>
  );
}
