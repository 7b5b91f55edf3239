import { useEffect, useId, useRef } from 'react';
import { PASSENGER_AGE_HINTS } from 'shared/passengers';
import { PASSENGER_STEP_REASONS, stepPassengers, stepVerdict, type PassengerCounts, type PassengerKind, type StepVerdict } from './passenger-rules';
import styles from './search-form.module.css';

// The passenger picker's panel: its own chunk, loaded when the picker is about to open (PassengerPicker in search-form.tsx).

const ROWS: { kind: PassengerKind; label: string; hint: string }[] = [
  { kind: 'adults', label: 'Взрослые', hint: PASSENGER_AGE_HINTS.ADULT },
  { kind: 'children', label: 'Дети', hint: PASSENGER_AGE_HINTS.CHILD },
  { kind: 'infants', label: 'Младенцы', hint: `${PASSENGER_AGE_HINTS.INFANTILE}, без места` },
];

export interface PassengerSteppersProps {
  counts: PassengerCounts;
  isBusiness: boolean;
  onChange: (counts: PassengerCounts, isBusiness: boolean) => void;
}

/** The steppers per passenger type and the cabin; focus starts on the first stepper that may act, as it did before the panel was its own chunk. */
export function PassengerSteppers({ counts, isBusiness, onChange }: PassengerSteppersProps) {
  const id = useId();
  const rowsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    rowsRef.current?.querySelector<HTMLElement>('button:not([aria-disabled="true"])')?.focus();
  }, []);
  return (
    <>
      <div className={styles.passengerRows} ref={rowsRef}>
        {ROWS.map((row) => (
          <PassengerRow key={row.kind} {...row} counts={counts} onStep={(delta) => onChange(stepPassengers(counts, row.kind, delta), isBusiness)} />
        ))}
      </div>
      <fieldset className={styles.cabin}>
        <legend>Класс</legend>
        <label>
          <input type="radio" name={`${id}-cabin`} checked={!isBusiness} onChange={() => onChange(counts, false)} /> Эконом
        </label>
        <label>
          <input type="radio" name={`${id}-cabin`} checked={isBusiness} onChange={() => onChange(counts, true)} /> Бизнес
        </label>
      </fieldset>
    </>
  );
}

function PassengerRow({
  kind,
  label,
  hint,
  counts,
  onStep,
}: {
  kind: PassengerKind;
  label: string;
  hint: string;
  counts: PassengerCounts;
  onStep: (delta: 1 | -1) => void;
}) {
  const id = useId();
  const minus = stepVerdict(counts, kind, -1);
  const plus = stepVerdict(counts, kind, 1);
  // Reasons worth showing; "none to remove" at zero is plain from the number itself.
  const shown = (verdict: StepVerdict) =>
    !verdict.allowed && verdict.reason !== PASSENGER_STEP_REASONS.noChildren && verdict.reason !== PASSENGER_STEP_REASONS.noInfants;
  const reasons = [...new Set([minus, plus].flatMap((verdict) => (shown(verdict) && !verdict.allowed ? [verdict.reason] : [])))];
  const reasonId = `${id}-reason`;
  return (
    <div className={styles.passengerRow} role="group" aria-labelledby={`${id}-name`}>
      <div>
        <div id={`${id}-name`} className={styles.passengerName}>
          {label}
        </div>
        <div className={styles.passengerHint}>{hint}</div>
      </div>
      <div className={styles.stepper}>
        <StepButton
          verdict={minus}
          label={`Меньше: ${label.toLowerCase()}`}
          reasonId={shown(minus) ? reasonId : undefined}
          onClick={() => onStep(-1)}
          sign="−"
        />
        <output className={styles.count} aria-live="polite" aria-label={`${label}: ${counts[kind]}`}>
          {counts[kind]}
        </output>
        <StepButton verdict={plus} label={`Больше: ${label.toLowerCase()}`} reasonId={shown(plus) ? reasonId : undefined} onClick={() => onStep(1)} sign="+" />
      </div>
      {reasons.length > 0 && (
        <p id={reasonId} className={styles.reason}>
          {reasons.join('. ')}
        </p>
      )}
    </div>
  );
}

function StepButton({
  verdict,
  label,
  reasonId,
  onClick,
  sign,
}: {
  verdict: StepVerdict;
  label: string;
  reasonId: string | undefined;
  onClick: () => void;
  sign: string;
}) {
  // aria-disabled, not disabled: the button stays focusable so its reason can be read.
  return (
    <button
      type="button"
      className={styles.stepButton}
      aria-label={label}
      aria-disabled={!verdict.allowed || undefined}
      aria-describedby={reasonId}
      title={verdict.allowed ? undefined : verdict.reason}
      onClick={() => verdict.allowed && onClick()}
    >
      {sign}
    </button>
  );
}
