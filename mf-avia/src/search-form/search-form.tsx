import { memo, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { addDaysIso, dayjs, moscowTodayIso, usePhoneLayout, visuallyHiddenClass } from 'shared';
import { DateField, typedDateToIso } from 'shared/date-field';
import { SEARCH_HORIZON_DAYS } from 'shared/flights';
import { CityCombobox } from './city-combobox';
import { PassengerPicker } from './passenger-picker';
import { passengersSummary } from './passenger-rules';
import { rememberSearch } from './recent-searches';
import { searchStringOfForm, validateSearchForm, type SearchFormErrors, type SearchFormField, type SearchFormValues } from './search-form-values';
import styles from './search-form.module.css';

export interface SearchFormProps {
  values: SearchFormValues;
  onValuesChange: Dispatch<SetStateAction<SearchFormValues>>;
  /** Called with the search string of a valid form. */
  onSearch: (searchString: string, values: SearchFormValues) => void;
  /** On phones the results page shows a one-line summary until "Изменить" is pressed. */
  collapsibleOnPhone?: boolean;
  /** A message about the form as a whole (a broken search link). */
  notice?: string | null;
}

const FIELD_ORDER: SearchFormField[] = ['from', 'to', 'departureDate', 'returnDate', 'passengers'];

/** 'Москва → Санкт-Петербург, 25 дек, 2 пассажира' */
export function searchSummary(values: SearchFormValues): string {
  const date = (text: string) => {
    const iso = typedDateToIso(text);
    return iso ? dayjs(iso).format('D MMM').replace('.', '') : '';
  };
  const dates = [date(values.departureDate), date(values.returnDate)].filter(Boolean).join(' — ');
  return `${values.from?.city ?? '…'} → ${values.to?.city ?? '…'}${dates ? `, ${dates}` : ''}, ${passengersSummary(values)}`;
}

/**
 * The flight search form (product rules §3): from, to, dates, passengers and cabin. Errors show
 * after the first search attempt (then on every change), in Russian, beside their fields; the
 * first wrong field takes focus. What was typed is never cleared. Memoized: on the results page
 * the parent re-renders on every filter click, which changes nothing here.
 */
export const SearchForm = memo(function SearchForm({ values, onValuesChange, onSearch, collapsibleOnPhone = false, notice }: SearchFormProps) {
  const [attempted, setAttempted] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const phone = usePhoneLayout();
  const fields = useRef<Partial<Record<SearchFormField, HTMLInputElement | null>>>({});
  const todayIso = moscowTodayIso();
  const lastIso = addDaysIso(todayIso, SEARCH_HORIZON_DAYS - 1);
  const errors: SearchFormErrors = attempted ? validateSearchForm(values, todayIso) : {};
  // Functional updates: two changes in one event (choose a city, then its text) both stay.
  const set = (patch: Partial<SearchFormValues>) => onValuesChange((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    const found = validateSearchForm(values, todayIso);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    const searchString = searchStringOfForm(values);
    rememberSearch(values.from!, values.to!, searchString);
    setExpanded(false);
    onSearch(searchString, values);
  }

  if (collapsibleOnPhone && phone && !expanded) {
    return (
      <div className={styles.summary}>
        <p className={styles.summaryText}>{searchSummary(values)}</p>
        <button type="button" className={styles.summaryButton} onClick={() => setExpanded(true)} aria-label={`Изменить поиск: ${searchSummary(values)}`}>
          Изменить
        </button>
      </div>
    );
  }

  const departureIso = typedDateToIso(values.departureDate);
  const errorCount = Object.keys(errors).length;
  return (
    <form className={styles.form} role="search" aria-label="Поиск авиабилетов" noValidate onSubmit={submit}>
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      <div className={styles.cities}>
        <CityCombobox
          label="Откуда"
          name="from"
          text={values.fromText}
          choice={values.from}
          error={errors.from}
          inputRef={(el) => (fields.current.from = el)}
          onTextChange={(fromText) => set({ fromText, from: null })}
          onChoose={(from) => set({ from, fromText: from.city })}
        />
        <button
          type="button"
          className={styles.swap}
          aria-label="Поменять местами города вылета и прилёта"
          title="Поменять местами"
          onClick={() => onValuesChange((current) => ({ ...current, from: current.to, fromText: current.toText, to: current.from, toText: current.fromText }))}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M7 7h13l-4-4M17 17H4l4 4" />
          </svg>
        </button>
        <CityCombobox
          label="Куда"
          name="to"
          text={values.toText}
          choice={values.to}
          error={errors.to}
          inputRef={(el) => (fields.current.to = el)}
          onTextChange={(toText) => set({ toText, to: null })}
          onChoose={(to) => set({ to, toText: to.city })}
        />
      </div>
      <DateField
        label="Туда"
        name="departureDate"
        value={values.departureDate}
        error={errors.departureDate}
        firstIso={todayIso}
        lastIso={lastIso}
        classes={styles}
        inputRef={(el) => (fields.current.departureDate = el)}
        onChange={(departureDate) => set({ departureDate })}
      />
      <DateField
        label="Обратно"
        name="returnDate"
        optional
        value={values.returnDate}
        error={errors.returnDate}
        firstIso={departureIso && departureIso > todayIso ? departureIso : addDaysIso(todayIso, 0)}
        lastIso={lastIso}
        classes={styles}
        inputRef={(el) => (fields.current.returnDate = el)}
        onChange={(returnDate) => set({ returnDate })}
      />
      <PassengerPicker counts={values} isBusiness={values.isBusiness} onChange={(counts, isBusiness) => set({ ...counts, isBusiness })} />
      <button type="submit" className={styles.submit}>
        Найти билеты
      </button>
      <span className={visuallyHiddenClass} role="status">
        {errorCount ? `Проверьте поля формы: ошибок ${errorCount}` : ''}
      </span>
    </form>
  );
});
