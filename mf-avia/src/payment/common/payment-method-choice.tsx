import { useState, type FormEvent } from 'react';
import { AlertText, Button, formatRub } from 'shared';
import type { PaymentAttempt, PaymentMethod } from 'shared/flights';
import { useIdempotentAction } from 'shared/idempotent-action';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';
import { goToAcquirer } from './go-to-acquirer';

const METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'card', label: PAYMENT_TEXTS.methodCard, hint: PAYMENT_TEXTS.methodCardHint },
  { value: 'sbp', label: PAYMENT_TEXTS.methodSbp, hint: PAYMENT_TEXTS.methodSbpHint },
];

/**
 * Card or SBP and «Оплатить»: one Idempotency-Key per method, reused when the press is retried after a lost answer, so the API
 * gives back the same attempt instead of charging twice. A card leaves for the acquirer's page; an SBP attempt goes to `onSbp`.
 */
export function PayForm({
  amount,
  start,
  onSbp,
}: {
  amount: number;
  start: (method: PaymentMethod, key: string) => Promise<PaymentAttempt>;
  onSbp: (attempt: PaymentAttempt) => void;
}) {
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [leaving, setLeaving] = useState(false);
  const { run, busy, error } = useIdempotentAction(start);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const attempt = await run(method);
    if (!attempt) return;
    if (attempt.method === 'card' && attempt.redirectUrl) {
      // The acquirer's page is another site: it returns to the result page, or back here with ?payment=failed.
      setLeaving(true);
      goToAcquirer(attempt.redirectUrl);
      return;
    }
    onSbp(attempt);
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <PaymentMethodChoice value={method} onChange={setMethod} disabled={busy || leaving} />
      <AlertText className={styles.error} message={error} />
      <Button type="submit" block busy={busy || leaving}>
        {busy || leaving ? PAYMENT_TEXTS.paying : PAYMENT_TEXTS.pay(formatRub(amount))}
      </Button>
    </form>
  );
}

/** Card or SBP as a radio group: arrow keys move between them, as a person expects of a choice. */
function PaymentMethodChoice({ value, onChange, disabled }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void; disabled?: boolean }) {
  return (
    <fieldset className={styles.methods} disabled={disabled}>
      <legend className={styles.subtitle}>{PAYMENT_TEXTS.methodLegend}</legend>
      {METHODS.map((method) => {
        const id = `payment-method-${method.value}`;
        return (
          <div key={method.value} className={`${styles.method} ${value === method.value ? styles.methodChosen : ''}`}>
            <input
              id={id}
              type="radio"
              name="payment-method"
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              aria-describedby={`${id}-hint`}
            />
            <span className={styles.methodText}>
              <label htmlFor={id}>{method.label}</label>
              <span id={`${id}-hint`} className={styles.methodHint}>
                {method.hint}
              </span>
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
