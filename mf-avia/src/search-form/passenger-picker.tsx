import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Spinner } from 'shared';
import { PickerPanel, pickerOpenerProps } from 'shared/date-field';
import { passengersSummary, type PassengerCounts } from './passenger-rules';
import styles from './search-form.module.css';

// The panel's steppers are their own chunk, asked for when the pointer or focus reaches the button:
// the home page's first load carries only the summary.
const loadSteppers = () => import(/* webpackChunkName: "passenger-steppers" */ './passenger-steppers');
const PassengerSteppers = lazy(() => loadSteppers().then((module) => ({ default: module.PassengerSteppers })));
const preloadSteppers = () => void loadSteppers();

export interface PassengerPickerProps {
  counts: PassengerCounts;
  isBusiness: boolean;
  onChange: (counts: PassengerCounts, isBusiness: boolean) => void;
}

/** Passengers and cabin: a button with the summary that opens the picker (full screen on phones). */
export function PassengerPicker({ counts, isBusiness, onChange }: PassengerPickerProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const summary = `${passengersSummary(counts)}, ${isBusiness ? 'бизнес' : 'эконом'}`;
  return (
    <div className={styles.field} data-field="passengers">
      <span className={styles.label} id={`${id}-label`}>
        Пассажиры и класс
      </span>
      <button
        ref={buttonRef}
        {...pickerOpenerProps(open)}
        className={styles.control}
        aria-labelledby={`${id}-label ${id}-value`}
        onPointerEnter={preloadSteppers}
        onFocus={preloadSteppers}
        onClick={() => setOpen((was) => !was)}
      >
        <span id={`${id}-value`}>{summary}</span>
      </button>
      <PickerPanel open={open} title="Пассажиры и класс" onClose={() => setOpen(false)} returnFocusTo={buttonRef.current}>
        <Suspense fallback={<Spinner size="sm" label="Загрузка" />}>
          <PassengerSteppers counts={counts} isBusiness={isBusiness} onChange={onChange} />
        </Suspense>
      </PickerPanel>
    </div>
  );
}
