import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { addDaysIso, AlertText, dayjs, moscowTodayIso, Spinner, usePhoneLayout, visuallyHiddenClass } from 'shared';
import { DateField, PickerPanel, pickerOpenerProps, typedDateToIso } from 'shared/date-field';
import { SEARCH_HORIZON_DAYS } from 'shared/flights';
import { CityCombobox } from './city-combobox';
import { passengersSummary, type PassengerCounts } from './passenger-rules';
import { rememberSearch } from './recent-searches';
import type { LegFieldRefs } from './multi-city-legs';
import {
  formErrorsSummary,
  legsOfSimpleForm,
  searchStringOfForm,
  simpleFieldsOfLegs,
  validateSearchForm,
  type LegFormValues,
  type SearchFormErrors,
  type SearchFormField,
  type SearchFormValues,
} from './search-form-values';
import styles from './search-form.module.css';

// «Сложный маршрут» is its own chunk: the home page loads it only when the switch is turned on.
const loadMultiCity = () => import(/* webpackChunkName: "multi-city-legs" */ './multi-city-legs');
const MultiCityLegs = lazy(() => loadMultiCity().then((module) => ({ default: module.MultiCityLegs })));

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

/** 'Москва → Санкт-Петербург, 25 дек, 2 пассажира'; a multi-city search 'Москва → Стамбул → Анталья, 25 дек — 28 дек, …' */
export function searchSummary(values: SearchFormValues): string {
  const date = (text: string) => {
    const iso = typedDateToIso(text);
    return iso ? dayjs(iso).format('D MMM').replace('.', '') : '';
  };
  const city = (choice: LegFormValues['from']) => choice?.city ?? '…';
  const legs = values.multiCity ? values.legs : [];
  const first = legs[0];
  const last = legs[legs.length - 1];
  // Chained legs read as one route; an open jaw starts a new one after a comma.
  const route = first
    ? legs
        .map(
          (leg, i) => (i > 0 && legs[i - 1]!.to?.cityId === leg.from?.cityId && leg.from ? '' : `${i > 0 ? ', ' : ''}${city(leg.from)}`) + ` → ${city(leg.to)}`,
        )
        .join('')
    : `${city(values.from)} → ${city(values.to)}`;
  const dates = (first ? [date(first.date), date(last!.date)] : [date(values.departureDate), date(values.returnDate)]).filter(Boolean).join(' — ');
  return `${route}${dates ? `, ${dates}` : ''}, ${passengersSummary(values)}`;
}

/**
 * The flight search form (product rules §3). Errors show after the first search attempt, then on every change, beside their
 * fields, the first wrong one focused; nothing typed is cleared. «Сложный маршрут» swaps from/to/dates for 2–6 legs. Memoized:
 * the results page re-renders on every filter click, which changes nothing here.
 */
export const SearchForm = memo(function SearchForm({ values, onValuesChange, onSearch, collapsibleOnPhone = false, notice }: SearchFormProps) {
  const [attempted, setAttempted] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // where focus goes once the phone's summary line opens into the form, or the form folds back
  const focusAfterToggle = useRef<'form' | 'summary' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusAfterToggle.current;
    focusAfterToggle.current = null;
    if (target === 'form') formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    if (target === 'summary') summaryButton.current?.focus();
  }, [expanded]);
  const toggle = (open: boolean) => {
    focusAfterToggle.current = open ? 'form' : 'summary';
    setExpanded(open);
  };
  const [legErrorCount, setLegErrorCount] = useState(0);
  const phone = usePhoneLayout();
  const fields = useRef<Partial<Record<SearchFormField, HTMLInputElement | null>>>({});
  const legFields: LegFieldRefs = useRef({});
  const todayIso = moscowTodayIso();
  const lastIso = addDaysIso(todayIso, SEARCH_HORIZON_DAYS - 1);
  const errors: SearchFormErrors = attempted && !values.multiCity ? validateSearchForm(values, todayIso) : {};
  // Functional updates: two changes in one event (choose a city, then its text) both stay.
  const set = (patch: Partial<SearchFormValues>) => onValuesChange((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (values.multiCity) {
      // The legs are on screen, so their chunk is already here.
      void loadMultiCity().then(({ firstLegError, searchStringOfLegs, validateLegs }) => {
        const wrong = firstLegError(validateLegs(values.legs, todayIso));
        if (wrong) {
          legFields.current[`${wrong.index}-${wrong.field}`]?.focus();
          return;
        }
        const searchString = searchStringOfLegs(values);
        rememberSearch(
          values.legs.map((leg) => ({ from: leg.from!, to: leg.to! })),
          searchString,
        );
        setExpanded(false);
        onSearch(searchString, values);
      });
      return;
    }
    const found = validateSearchForm(values, todayIso);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    const searchString = searchStringOfForm(values);
    rememberSearch([{ from: values.from!, to: values.to! }], searchString);
    setExpanded(false);
    onSearch(searchString, values);
  }

  // A broken search link keeps the form open: its message is what the traveller must read first.
  const folds = collapsibleOnPhone && !notice;
  const summary = (className: string | undefined) => (
    <div className={className}>
      <p className={styles.summaryText}>{searchSummary(values)}</p>
      <button
        ref={summaryButton}
        type="button"
        className={styles.summaryButton}
        onClick={() => toggle(true)}
        aria-label={`Изменить поиск: ${searchSummary(values)}`}
      >
        Изменить
      </button>
    </div>
  );
  if (folds && phone && !expanded) return summary(styles.summary);
  // Not known to be a phone: the server's HTML, and the hydration that keeps it, are drawn for a wide
  // screen; a phone shows the summary by CSS until the page knows it, so the results do not move then.
  const untilPhoneKnown = folds && !phone;

  const cityField = (end: 'from' | 'to', label: string) => (
    <CityCombobox
      label={label}
      name={end}
      text={values[`${end}Text`]}
      choice={values[end]}
      error={errors[end]}
      inputRef={(el) => (fields.current[end] = el)}
      onTextChange={(text) => set({ [`${end}Text`]: text, [end]: null })}
      onChoose={(choice) => set({ [end]: choice, [`${end}Text`]: choice.city })}
    />
  );
  const dateField = (name: 'departureDate' | 'returnDate', label: string, firstIso: string) => (
    <DateField
      label={label}
      name={name}
      optional={name === 'returnDate'}
      value={values[name]}
      error={errors[name]}
      firstIso={firstIso}
      lastIso={lastIso}
      classes={styles}
      inputRef={(el) => (fields.current[name] = el)}
      onChange={(date) => set({ [name]: date })}
    />
  );
  const departureIso = typedDateToIso(values.departureDate);
  const errorCount = values.multiCity ? legErrorCount : Object.keys(errors).length;
  return (
    <>
      {untilPhoneKnown && summary(`${styles.summary} ${styles.phoneOnly}`)}
      <form
        ref={formRef}
        className={untilPhoneKnown ? `${styles.form} ${styles.wideOnly}` : styles.form}
        data-multi-city={values.multiCity || undefined}
        role="search"
        aria-label="Поиск авиабилетов"
        noValidate
        onSubmit={submit}
      >
        {collapsibleOnPhone && phone && !notice && (
          <button type="button" className={`${styles.summaryButton} ${styles.collapseButton}`} onClick={() => toggle(false)} aria-label="Свернуть поиск">
            Свернуть
          </button>
        )}
        <AlertText className={styles.notice} message={notice} />
        <div className={styles.mode}>
          <button
            type="button"
            role="switch"
            aria-checked={values.multiCity}
            className={styles.switch}
            onClick={() =>
              onValuesChange((current) => (current.multiCity ? simpleFieldsOfLegs(current) : { ...current, multiCity: true, legs: legsOfSimpleForm(current) }))
            }
          >
            <span className={styles.switchTrack} aria-hidden="true" />
            Сложный маршрут
          </button>
        </div>
        {values.multiCity ? (
          <Suspense fallback={<p className={styles.legsLoading}>Загружаем перелёты…</p>}>
            <MultiCityLegs
              legs={values.legs}
              attempted={attempted}
              todayIso={todayIso}
              lastIso={lastIso}
              fields={legFields}
              onErrorCount={setLegErrorCount}
              onLegsChange={(update) => onValuesChange((current) => ({ ...current, legs: update(current.legs) }))}
            />
          </Suspense>
        ) : (
          <>
            <div className={styles.cities}>
              {cityField('from', 'Откуда')}
              <button
                type="button"
                className={styles.swap}
                aria-label="Поменять местами города вылета и прилёта"
                title="Поменять местами"
                onClick={() =>
                  onValuesChange((current) => ({ ...current, from: current.to, fromText: current.toText, to: current.from, toText: current.fromText }))
                }
              >
                <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M7 7h13l-4-4M17 17H4l4 4" />
                </svg>
              </button>
              {cityField('to', 'Куда')}
            </div>
            {dateField('departureDate', 'Туда', todayIso)}
            {dateField('returnDate', 'Обратно', departureIso && departureIso > todayIso ? departureIso : addDaysIso(todayIso, 0))}
          </>
        )}
        <PassengerPicker counts={values} isBusiness={values.isBusiness} onChange={(counts, isBusiness) => set({ ...counts, isBusiness })} />
        <button type="submit" className={styles.submit}>
          Найти билеты
        </button>
        <span className={visuallyHiddenClass} role="status">
          {errorCount ? formErrorsSummary(errorCount) : ''}
        </span>
      </form>
    </>
  );
});

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
