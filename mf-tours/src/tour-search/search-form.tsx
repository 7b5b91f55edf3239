import { addDaysIso, moscowTodayIso } from 'shared';
import { useRef, type FormEvent } from 'react';
import { TOUR_LIMITS } from 'shared/tours';
import { DepartureCitySelect } from './departure-city-select';
import { DepartureDateField } from './departure-date-field';
import { DestinationCombobox } from './destination-combobox';
import { PartyFields } from './party-fields';
import type { SearchFormAction, SearchFormErrors, SearchFormValues } from './search-form-state';
import styles from './search-form.module.css';

const NIGHT_OPTIONS = Array.from({ length: TOUR_LIMITS.maxNights - TOUR_LIMITS.minNights + 1 }, (_, index) => TOUR_LIMITS.minNights + index);

interface SearchFormProps {
  values: SearchFormValues;
  errors: SearchFormErrors;
  dispatch: (action: SearchFormAction) => void;
  onSubmit: () => void;
}

/** The tour search form; checking and sending are the page's, this draws the fields and their errors. */
export function SearchForm({ values, errors, dispatch, onSubmit }: SearchFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const today = moscowTodayIso();
  const firstDay = addDaysIso(today, 1);
  const lastDay = addDaysIso(today, TOUR_LIMITS.horizonDays);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
    // After the page has drawn the errors, take the person to the first field that needs them.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  const error = (field: keyof SearchFormErrors, id: string) =>
    errors[field] ? (
      <span id={id} className={styles.error}>
        {errors[field]}
      </span>
    ) : null;

  const nightsSelect = (end: 'nightsFrom' | 'nightsTo', label: string) => (
    <label className={styles.inlineLabel}>
      {label}
      <select
        className={styles.control}
        name={end}
        value={values[end]}
        // the range's one message is said under it, by the upper end
        aria-invalid={end === 'nightsTo' && errors.nightsTo ? true : undefined}
        aria-describedby={end === 'nightsTo' && errors.nightsTo ? 'tour-nights-error' : undefined}
        onChange={(event) => dispatch({ type: end, nights: Number(event.target.value) })}
      >
        {NIGHT_OPTIONS.map((nights) => (
          <option key={nights} value={nights}>
            {nights}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Поиск туров">
      <div className={styles.row}>
        <DepartureCitySelect value={values.departureCityCode} onChange={(code) => dispatch({ type: 'departureCity', code })} />
        <DestinationCombobox
          text={values.destinationText}
          choice={values.destination}
          error={errors.destination}
          errorId="tour-destination-error"
          onTextChange={(text) => dispatch({ type: 'destinationText', text })}
          onChoose={(choice) => dispatch({ type: 'destination', choice })}
        />
        <fieldset className={styles.range}>
          <legend className={styles.label}>Вылет</legend>
          <DepartureDateField
            label="с"
            calendarTitle="Вылет с"
            name="dateFrom"
            iso={values.departureDateFrom}
            error={errors.departureDateFrom}
            firstIso={firstDay}
            lastIso={lastDay}
            onChange={(date) => dispatch({ type: 'dateFrom', date })}
          />
          <DepartureDateField
            label="по"
            calendarTitle="Вылет по"
            name="dateTo"
            iso={values.departureDateTo}
            error={errors.departureDateTo}
            firstIso={values.departureDateFrom && values.departureDateFrom > firstDay ? values.departureDateFrom : firstDay}
            lastIso={lastDay}
            onChange={(date) => dispatch({ type: 'dateTo', date })}
          />
        </fieldset>
        <fieldset className={styles.range}>
          <legend className={styles.label}>Ночей</legend>
          {nightsSelect('nightsFrom', 'от')}
          {nightsSelect('nightsTo', 'до')}
          {error('nightsTo', 'tour-nights-error')}
        </fieldset>
      </div>
      <div className={styles.row}>
        <PartyFields adults={values.adults} childrenAges={values.childrenAges} errors={errors} dispatch={dispatch} />
        <button type="submit" className={styles.submit}>
          Найти туры
        </button>
      </div>
    </form>
  );
}
