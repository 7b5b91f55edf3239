import { memo, useId, useMemo, type ReactNode } from 'react';
import { formatRub, pluralRu, visuallyHiddenClass } from 'shared';
import { DAY_PARTS, formatDuration, MAX_TRIP_LEGS, NO_FILTERS, stopsLabel, type DayPart, type ResultFacets, type ResultFilterState } from 'shared/flights';
import { formatFromPrice } from '../common/format-price';
import { useLatest } from '../common/use-latest';
import { hasActiveFilters } from './search-page-state';
import styles from './results.module.css';

export interface FiltersPanelProps {
  filters: ResultFilterState;
  facets: ResultFacets;
  /** `replace` for a slider being dragged: one history entry per gesture, not per pixel. */
  onChange: (filters: ResultFilterState, replace?: boolean) => void;
  /** A multi-city search's flights as directionLabel names them: its time windows and airports go by these. */
  legLabels?: string[] | null;
}

/** The filters kept as one list per flight. */
type PerLeg = 'departureParts' | 'arrivalParts' | 'originAirports' | 'destinationAirports';

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.filterGroup}>
      <legend className={styles.filterTitle}>{title}</legend>
      {children}
    </fieldset>
  );
}

interface CheckProps<T extends string | number> {
  value: T;
  label: string;
  /** Results left if this option were chosen, and the cheapest of them. */
  count: number;
  minPrice: number | null;
  checked: boolean;
  /** Stable for the panel's life, so an option whose count did not change is not rendered again. */
  onToggle: (value: T) => void;
}

/**
 * One option. Memoized on plain values: a click changes the counts of some groups only, and the
 * panel has dozens of options (React also re-applies every re-rendered checkbox's state to the DOM).
 */
const Check = memo(function Check<T extends string | number>({ value, label, count, minPrice, checked, onToggle }: CheckProps<T>) {
  const empty = count === 0 && !checked;
  return (
    <label className={styles.check} data-empty={empty || undefined}>
      <input type="checkbox" checked={checked} onChange={() => onToggle(value)} />
      <span className={styles.checkLabel}>{label}</span>
      <span className={styles.checkCount}>
        {count}
        <span className={visuallyHiddenClass}> {pluralRu(count, ['вариант', 'варианта', 'вариантов'])}</span>
      </span>
      {minPrice !== null && <span className={styles.checkPrice}>{formatFromPrice(minPrice)}</span>}
    </label>
  );
}) as <T extends string | number>(props: CheckProps<T>) => ReactNode;

function Range({
  label,
  min,
  max,
  step,
  value,
  format,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number | null;
  format: (n: number) => string;
  onChange: (n: number | null, replace: boolean) => void;
}) {
  const id = useId();
  const current = value ?? max;
  return (
    <div className={styles.range}>
      <label htmlFor={id} className={styles.rangeLabel}>
        {label}: <output htmlFor={id}>{value === null ? 'любая' : `до ${format(current)}`}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={Math.min(Math.max(current, min), max)}
        aria-valuetext={value === null ? 'любая' : `до ${format(current)}`}
        onChange={(event) => {
          const next = Number(event.target.value);
          onChange(next >= max ? null : next, true);
        }}
      />
    </div>
  );
}

/**
 * The filter panel: every option comes from the results (with how many results it leaves), so
 * nothing offered leads to an empty list by surprise. Changes go to the URL query at once.
 */
export function FiltersPanel({ filters, facets, onChange, legLabels = null }: FiltersPanelProps) {
  const set = (patch: Partial<ResultFilterState>, replace = false) => onChange({ ...filters, ...patch }, replace);
  // The options' handlers act on the filters of the moment through this ref, so they can stay the
  // same functions from click to click (see Check).
  const latest = useLatest({ filters, onChange });
  const toggles = useMemo(() => {
    const change = (patch: (current: ResultFilterState) => Partial<ResultFilterState>) => {
      const { filters: current, onChange: apply } = latest.current;
      apply({ ...current, ...patch(current) });
    };
    const perLeg = (kind: PerLeg, direction: number) => (value: string) =>
      change((current) => {
        const lists: string[][] = current[kind];
        const next = Array.from({ length: Math.max(lists.length, direction + 1) }, (_, index) => [...(lists[index] ?? [])]);
        next[direction] = toggle(next[direction]!, value);
        return { [kind]: next };
      });
    const everyLeg = (kind: PerLeg) => Array.from({ length: MAX_TRIP_LEGS }, (_, direction) => perLeg(kind, direction));
    return {
      stops: (value: number) => change((current) => ({ stops: toggle(current.stops, value) })),
      baggage: () => change((current) => ({ baggage: !current.baggage })),
      airlines: (value: string) => change((current) => ({ airlines: toggle(current.airlines, value) })),
      originAirports: everyLeg('originAirports'),
      destinationAirports: everyLeg('destinationAirports'),
      departureParts: everyLeg('departureParts'),
      arrivalParts: everyLeg('arrivalParts'),
    };
  }, [latest]);
  /** A group of options, each with the results it leaves and their cheapest. */
  const checkGroup = <T extends string | number, O extends { value: T; count: number; minPrice: number | null }>(
    title: string,
    options: readonly O[],
    chosen: readonly T[],
    onToggle: (value: T) => void,
    label: (option: O) => string,
  ) => (
    <Group key={title} title={title}>
      {options.map((option) => (
        <Check
          key={option.value}
          value={option.value}
          count={option.count}
          minPrice={option.minPrice}
          label={label(option)}
          checked={chosen.includes(option.value)}
          onToggle={onToggle}
        />
      ))}
    </Group>
  );
  /** A flight's time windows: none offered and none chosen, no group. */
  const partGroup = (kind: 'departureParts' | 'arrivalParts', direction: number, title: string) => {
    const options = facets[kind][direction] ?? [];
    const chosen = filters[kind][direction] ?? [];
    if (!options.some((o) => o.count > 0) && chosen.length === 0) return null;
    const onToggle = toggles[kind][direction] as (value: DayPart) => void;
    return checkGroup(title, options, chosen, onToggle, ({ value }) => `${DAY_PARTS[value].label} ${DAY_PARTS[value].from}–${DAY_PARTS[value].to}`);
  };
  /** A flight's airports: «Аэропорт вылета», or «Перелёт 2: аэропорт вылета» on a multi-city trip. */
  const airportGroups = (direction: number, legLabel: string | null) =>
    (['originAirports', 'destinationAirports'] as const).map((kind) => {
      const options = facets[kind][direction] ?? [];
      const title = `${legLabel ? `${legLabel}: а` : 'А'}эропорт ${kind === 'originAirports' ? 'вылета' : 'прилёта'}`;
      // one airport is no choice
      return options.length < 2 ? null : checkGroup(title, options, filters[kind][direction] ?? [], toggles[kind][direction]!, (o) => `${o.name} (${o.value})`);
    });
  return (
    <div className={styles.filters}>
      {hasActiveFilters(filters) && (
        <button type="button" className={styles.resetButton} onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}>
          Сбросить все фильтры
        </button>
      )}
      {checkGroup('Пересадки', facets.stops, filters.stops, toggles.stops, (option) => stopsLabel(option.value))}
      <Group title="Багаж">
        <Check value="baggage" count={facets.baggageCount} minPrice={null} label="Только с багажом" checked={filters.baggage} onToggle={toggles.baggage} />
      </Group>
      {facets.price && facets.price.max > facets.price.min && (
        <Group title="Цена">
          <Range
            label="Цена"
            min={facets.price.min}
            max={facets.price.max}
            step={100}
            value={filters.priceMax}
            format={formatRub}
            onChange={(priceMax, replace) => set({ priceMax }, replace)}
          />
        </Group>
      )}
      {facets.duration && facets.duration.max > facets.duration.min && (
        <Group title="Время в пути">
          <Range
            label="В пути"
            min={facets.duration.min}
            max={facets.duration.max}
            step={15}
            value={filters.maxDurationMinutes}
            format={formatDuration}
            onChange={(maxDurationMinutes, replace) => set({ maxDurationMinutes }, replace)}
          />
        </Group>
      )}
      {legLabels ? (
        legLabels.flatMap((label, direction) => [
          partGroup('departureParts', direction, `${label}: вылет`),
          partGroup('arrivalParts', direction, `${label}: прилёт`),
        ])
      ) : (
        <>
          {partGroup('departureParts', 0, 'Вылет туда')}
          {partGroup('arrivalParts', 0, 'Прилёт туда')}
          {facets.directions > 1 && partGroup('departureParts', 1, 'Вылет обратно')}
          {facets.directions > 1 && partGroup('arrivalParts', 1, 'Прилёт обратно')}
        </>
      )}
      {facets.airlines.length > 0 && checkGroup('Авиакомпании', facets.airlines, filters.airlines, toggles.airlines, (option) => option.name)}
      {/* a multi-city trip's airports per flight; one way and return the first flight's */}
      {legLabels ? legLabels.flatMap((label, direction) => airportGroups(direction, label)) : airportGroups(0, null)}
    </div>
  );
}
