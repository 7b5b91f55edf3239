import { visuallyHiddenClass } from 'shared';
import { PAYMENT_TEXTS } from '../payment-texts';
import { formatCountdown } from '../../common/use-countdown';
import styles from '../payment.module.css';

/** Minutes at which a screen reader hears how much time is left; every second would drown the page. */
const ANNOUNCED_MINUTES = [10, 5, 1];

function announcement(secondsLeft: number): string {
  if (secondsLeft === 0) return PAYMENT_TEXTS.paymentTimeOver;
  const minutes = ANNOUNCED_MINUTES.find((m) => secondsLeft <= m * 60 && secondsLeft > m * 60 - 60);
  return minutes ? PAYMENT_TEXTS.minutesLeft(minutes) : '';
}

/**
 * The visible clock is a `timer` (not live: it would speak every second); a separate polite
 * status speaks only at 10, 5 and 1 minutes left and when the time is over.
 */
export function Countdown({ label, secondsLeft }: { label: string; secondsLeft: number }) {
  const spoken = announcement(secondsLeft);
  return (
    <div className={styles.countdown}>
      <span>{label}</span>{' '}
      <span role="timer" className={styles.countdownClock} aria-label={`${label} ${formatCountdown(secondsLeft)}`}>
        {formatCountdown(secondsLeft)}
      </span>
      <span className={visuallyHiddenClass} role="status">
        {spoken}
      </span>
    </div>
  );
}
