import type { PaymentMethod } from 'shared/flights';
import { PAYMENT_TEXTS } from '../payment-texts';
import styles from '../payment.module.css';

const METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'card', label: PAYMENT_TEXTS.methodCard, hint: PAYMENT_TEXTS.methodCardHint },
  { value: 'sbp', label: PAYMENT_TEXTS.methodSbp, hint: PAYMENT_TEXTS.methodSbpHint },
];

/** Card or SBP as a radio group: arrow keys move between them, as a person expects of a choice. */
export function PaymentMethodChoice({ value, onChange, disabled }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void; disabled?: boolean }) {
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
