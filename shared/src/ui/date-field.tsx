// The date field: a date typed as ДД.ММ.ГГГГ (read by the typed-date rule of format/dates.ts, which the
// forms use too) or picked on the calendar instead.
import { isoToDisplayDate, usePhoneLayout, visuallyHiddenClass } from 'shared';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { typedDateToIso } from '../format/dates';
import styles from './picker.module.css';
import { PickerPanel, pickerOpenerProps } from './picker-panel';

// The calendar library loads only when a calendar is opened (the home page budget).
const DateCalendar = lazy(() => import(/* webpackChunkName: "date-calendar" */ './date-calendar'));

/** The area's look of its form fields: the date field draws its input and texts with them. */
export type DateFieldClasses = Readonly<Partial<Record<'field' | 'label' | 'control' | 'error', string>>>;

export interface DateFieldProps {
  label: string;
  /** The calendar's name (its button and dialog) when the label alone does not say which date it is. */
  calendarTitle?: string;
  name: string;
  value: string;
  error?: string;
  /** First day that may be chosen (today, or the departure for the return). */
  firstIso: string;
  /** Last day that may be chosen (the end of what is on sale). */
  lastIso: string;
  optional?: boolean;
  classes: DateFieldClasses;
  onChange: (text: string) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** A date typed as ДД.ММ.ГГГГ or picked on the calendar; what is typed stays as typed. */
export function DateField({ label, calendarTitle = label, name, value, error, firstIso, lastIso, optional, classes, onChange, inputRef }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const phone = usePhoneLayout();
  const id = useId();
  const inputId = `${name}-${id}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const selectedIso = typedDateToIso(value);
  return (
    <div className={classes.field} data-field={name}>
      <label className={classes.label} htmlFor={inputId}>
        {label}
        {optional && <span className={visuallyHiddenClass}> (необязательно)</span>}
      </label>
      <div className={styles.dateControl}>
        <input
          id={inputId}
          ref={inputRef}
          name={name}
          className={classes.control}
          inputMode="numeric"
          autoComplete="off"
          placeholder="ДД.ММ.ГГГГ"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          ref={buttonRef}
          {...pickerOpenerProps(open)}
          className={styles.calendarButton}
          aria-label={`${calendarTitle}: открыть календарь`}
          onClick={() => setOpen((was) => !was)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      <span id={hintId} className={visuallyHiddenClass}>
        Формат ДД.ММ.ГГГГ
      </span>
      {error && (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      )}
      <PickerPanel open={open} title={calendarTitle} onClose={() => setOpen(false)} returnFocusTo={buttonRef.current} doneLabel="Закрыть">
        <Suspense fallback={<p className={styles.loadingNote}>Загружаем календарь…</p>}>
          <DateCalendar
            selectedIso={selectedIso}
            firstIso={firstIso}
            lastIso={lastIso}
            months={phone ? 1 : 2}
            onSelect={(iso) => {
              onChange(isoToDisplayDate(iso));
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      </PickerPanel>
    </div>
  );
}
